import { Calculator } from '../features/calculator/Calculator';
import { hydrateIsland } from './hydrateIsland';

// The calculator page's island entry (islandScripts.ts).
hydrateIsland('calculator', Calculator);
