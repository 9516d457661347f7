import Content from '@theme-original/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { Prism } from 'prism-react-renderer';

// The languages the config adds (`additionalLanguages`), registered with Prism for the prerender.
prismIncludeLanguages(Prism);

export default Content;
