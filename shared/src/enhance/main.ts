import { enhancePage } from './index';

// A module script runs after the document is parsed: the markup is all there.
enhancePage(document);
