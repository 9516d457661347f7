import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sidebarLabelTranslations } from './sidebarLabels';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function tree(files: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'labels-'));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(content));
  }
  return root;
}

describe('the sidebar labels in a docs language', () => {
  it("translate each English category label with the translated folder's label", () => {
    const docs = tree({
      'billing/_category_.json': { label: 'Billing' },
      'api/_category_.json': { label: 'API' },
    });
    const da = tree({ 'billing/_category_.json': { label: 'Fakturering' } });
    expect(sidebarLabelTranslations(docs, da)).toEqual({
      'sidebar.docs.category.Billing': {
        message: 'Fakturering',
        description: 'The label for category Billing in sidebar docs',
      },
    });
  });

  it('refuse two translations of one English label', () => {
    const docs = tree({
      'a/x/_category_.json': { label: 'Other' },
      'b/x/_category_.json': { label: 'Other' },
    });
    const da = tree({
      'a/x/_category_.json': { label: 'Andet' },
      'b/x/_category_.json': { label: 'Øvrige' },
    });
    expect(() => sidebarLabelTranslations(docs, da)).toThrow(/translated both "Andet" and "Øvrige"/);
  });
});
