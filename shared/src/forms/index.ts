export * from './actions';
export * from './inPage';
export * from './validation';
// The React part (NetlifyFormFields) has an entry of its own, `@web/shared/forms/fields`: the
// local server reads the rules from here and renders no React.
