import { COUNTRIES, contentLanguage, INTEGRATION_CATEGORIES } from '@web/shared';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../i18n/PageLocale';
import { countryDisplayName } from '../../i18n/countryNames';
import { useTypedBeforeHydration } from '../../islands/useTypedBeforeHydration';
import type { CatalogueQuery } from './catalogueQuery';
import classes from './Catalogue.module.css';
import { ChoiceChip, SearchField } from './FilterControls';

interface FiltersProps {
  query: CatalogueQuery;
  onChange: (change: Partial<CatalogueQuery>) => void;
}

/** One group of single-choice chips with a visible legend (radio buttons underneath). */
function ChipGroup({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={classes.chips}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.chipRow}>
        {options.map((option) => (
          <ChoiceChip
            key={option.value}
            value={option.value}
            checked={option.value === value}
            onChange={onChange}
          >
            {option.label}
          </ChoiceChip>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The search box and the category and country filters of the catalogue. On phones the chips
 * fold behind one button (a native `<details>`, so they open without JavaScript too) that says
 * what is chosen; from 48em they always show and the button is gone (Catalogue.module.css).
 */
export function CatalogueFilters({ query, onChange }: FiltersProps) {
  const intl = useIntl();
  const { locale } = usePageLocale();
  const language = contentLanguage(locale);
  const searchId = useId();
  const searchBox = useRef<HTMLInputElement>(null);
  // A search typed before the island hydrated filters the list as if typed now.
  useTypedBeforeHydration(searchBox, (text) => onChange({ q: text }));
  const t = (id: string) => intl.formatMessage({ id });
  const categories = [
    { value: 'all', label: t('catalogue.category.all') },
    ...INTEGRATION_CATEGORIES.map((category) => ({
      value: category,
      label: t(`integrations.category.${category}`),
    })),
  ];
  const countries = [
    { value: 'all', label: t('catalogue.country.all') },
    ...COUNTRIES.map((country) => ({ value: country, label: countryDisplayName(country, language) })),
  ];
  const chosen = [
    categories.find((option) => option.value === query.category)?.label,
    countries.find((option) => option.value === query.country)?.label,
  ];
  return (
    <div role="search" className={classes.filters} aria-label={t('catalogue.filters')}>
      <SearchField
        inputRef={searchBox}
        id={searchId}
        label={t('catalogue.search.label')}
        labelClassName={classes.legend}
        placeholder={t('catalogue.search.placeholder')}
        value={query.q}
        onChange={(event) => onChange({ q: event.currentTarget.value })}
        maxLength={80}
      />
      <details className={classes.fold}>
        <summary className={classes.foldButton}>
          <span className={classes.foldLabel}>{t('catalogue.filters.fold')}</span>
          <span className={classes.foldChosen}>{chosen.filter(Boolean).join(' · ')}</span>
        </summary>
        <div className={classes.foldBody}>
          <ChipGroup
            legend={t('catalogue.category.label')}
            value={query.category}
            onChange={(category) => onChange({ category: category as CatalogueQuery['category'] })}
            options={categories}
          />
          <ChipGroup
            legend={t('catalogue.country.label')}
            value={query.country}
            onChange={(country) => onChange({ country: country as CatalogueQuery['country'] })}
            options={countries}
          />
        </div>
      </details>
    </div>
  );
}
