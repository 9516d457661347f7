import { ProductView } from '../views/ProductViews';
import { Columns } from './Columns';
import { ComparisonTable } from './ComparisonTable';
import { CtaBand } from './CtaBand';
import { Faq } from './Faq';
import { FeatureGrid } from './FeatureGrid';
import { FeatureRow } from './FeatureRow';
import { LogoWall } from './LogoWall';
import { NumbersBand } from './NumbersBand';
import { Quote } from './Quote';
import { Steps } from './Steps';

/** The blocks content files may use by name; `/_blocks` shows each of them. */
export const SECTION_BLOCKS = {
  FeatureGrid,
  FeatureRow,
  Columns,
  NumbersBand,
  LogoWall,
  Quote,
  Steps,
  Faq,
  ComparisonTable,
  CtaBand,
  ProductView,
};
