// A chunk of its own, loaded by page-meta.tsx after the first paint.
export { canonicalUrl, describePage } from '@voltaire/domain';
