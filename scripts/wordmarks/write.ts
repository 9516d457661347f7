/** `npm run wordmarks`: redraws every integration's SVG wordmark from the integration data. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTEGRATIONS } from '@web/shared';
import { ROOT } from '../paths';
import { integrationWordmark } from './wordmark';

const publicFolder = join(ROOT, 'marketing', 'public');
for (const integration of INTEGRATIONS) {
  const file = join(publicFolder, integration.image);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, integrationWordmark(integration));
}
console.log(`Wrote ${INTEGRATIONS.length} wordmarks under marketing/public/img/integrations/.`);
