/** react-admin's own English texts (`ra.*`), from its package; the other languages are written beside it. */
export { default } from 'ra-language-english'
