/**
 * `npm run wordmarks`: redraws every integration's SVG wordmark from the integration data, and the
 * logo's name as an SVG path from BRAND_NAME.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_NAME, INTEGRATIONS } from '@web/shared';
import { ROOT } from '../paths';
import { LOGO_MODULE, logoModule } from './logo';
import { integrationWordmark } from './wordmark';

const publicFolder = join(ROOT, 'marketing', 'public');
for (const integration of INTEGRATIONS) {
  const file = join(publicFolder, integration.image);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, integrationWordmark(integration));
}
console.log(`Wrote ${INTEGRATIONS.length} wordmarks under marketing/public/img/integrations/.`);

writeFileSync(join(ROOT, LOGO_MODULE), logoModule(BRAND_NAME));
console.log(`Wrote the logo's "${BRAND_NAME}" path to ${LOGO_MODULE}.`);
