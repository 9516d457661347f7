import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type ContentFile, contentFileInfo } from './files';

/** Every content file under a folder (Node only: route config, prerender list and tests). */
export function listContentFiles(folder: string): ContentFile[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
    .map((file) => {
      const info = contentFileInfo(file);
      if (!info) throw new Error(`content/${file}: the file name must be name.mdx or name.{en,da,nb}.mdx`);
      return info;
    });
}
