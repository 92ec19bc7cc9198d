import type { DomDocument } from './dom.js';
import { hasJsonLdType } from './json-ld.js';
import { metaContent } from './platforms/embedded-json.js';

const PRODUCT_TYPE = /^(?:Product|ProductGroup|IndividualProduct|ProductModel)$/;

/**
 * Whether the page is one product's (a shop's item page), as its metadata says: Open Graph's
 * `og:type` "product", or without an `og:type`, a schema.org Product described by the page.
 */
export function isProductPage(document: DomDocument): boolean {
  const ogType = metaContent(document, 'og:type');
  // A review site marks its article up as a Product too (for rating stars); og:type says which.
  return ogType ? /^product\b/i.test(ogType) : hasJsonLdType(document, PRODUCT_TYPE);
}
