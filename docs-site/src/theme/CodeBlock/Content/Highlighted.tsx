import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

// What the classic theme's client module did for every page (plugins/lazyPrism.ts), once.
prismIncludeLanguages(Prism);

export default Content;
