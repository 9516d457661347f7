import { IntegrationCatalogue } from '../features/catalogue/IntegrationCatalogue';
import { hydrateIsland } from './hydrateIsland';

// The integration catalogue's island entry (islandScripts.ts).
hydrateIsland('catalogue', IntegrationCatalogue);
