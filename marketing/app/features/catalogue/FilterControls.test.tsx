import { Chip, MantineProvider, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme';
import { ChoiceChip, SearchField } from './FilterControls';

/** Markup with React's generated ids made equal, since the two trees number them differently. */
const markup = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {node}
    </MantineProvider>,
  ).replace(/_R_\w+_/g, 'ID');

const noop = () => {};

describe('the catalogue filters written without Mantine', () => {
  it('write the markup of Mantine’s TextInput (size md, type search), so its styles fit', () => {
    expect(
      markup(
        <SearchField
          id="q"
          label="Search"
          labelClassName="legend"
          inputRef={null}
          placeholder="A name"
          value="x"
          maxLength={80}
          onChange={noop}
        />,
      ),
    ).toBe(
      markup(
        <TextInput
          id="q"
          type="search"
          label="Search"
          placeholder="A name"
          value="x"
          onChange={noop}
          maxLength={80}
          size="md"
          classNames={{ label: 'legend' }}
        />,
      ),
    );
  });

  for (const checked of [true, false]) {
    it(`write the markup of Mantine’s Chip (sm, outline, in a single-choice group), ${checked ? 'checked' : 'not checked'}`, () => {
      expect(
        markup(
          <ChoiceChip value="erp" checked={checked} onChange={noop}>
            ERP
          </ChoiceChip>,
        ),
      ).toBe(
        markup(
          <Chip.Group multiple={false} value={checked ? 'erp' : 'all'} onChange={noop}>
            <Chip value="erp" size="sm" variant="outline">
              ERP
            </Chip>
          </Chip.Group>,
        ),
      );
    });
  }
});
