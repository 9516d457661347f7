/**
 * `npm run lockfile`: writes each registry package's tarball address into package-lock.json at
 * the placeholder host (see tarballs.ts). Run it after `npm install`, which leaves them out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../paths';
import { entriesWithoutTarballUrl, type Lockfile, withTarballUrls } from './tarballs';

const file = join(ROOT, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
const missing = entriesWithoutTarballUrl(lock).length;
writeFileSync(file, `${JSON.stringify(withTarballUrls(lock), null, 2)}\n`);
console.log(`package-lock.json: ${missing} tarball address${missing === 1 ? '' : 'es'} written.`);
