import {
  PDFArray,
  PDFDict,
  type PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
} from '@cantoo/pdf-lib';

/** The standard structure types the contract uses (ISO 32000-1 §14.8.4). */
export type StructureType =
  | 'Sect'
  | 'H1'
  | 'H2'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD';

export interface StructureElement {
  ref: PDFRef;
  dict: PDFDict;
}

const name = PDFName.of;

/** Attributes (ISO 32000-1 §14.8.5) a screen reader needs: row headers, bullet lists. */
const ATTRIBUTES: Partial<Record<StructureType, Record<string, string>>> = {
  TH: { O: 'Table', Scope: 'Row' },
  L: { O: 'List', ListNumbering: 'Disc' },
};

/**
 * The document's logical structure (tagged PDF, ISO 32000-1 §14.7, as PDF/UA wants it): a tree of
 * elements under one `Document`, and page content wrapped in marked-content sequences whose MCID points
 * back to its element through the parent tree. Anything else drawn is marked as an artifact. On a loaded
 * document (the signature page, an incremental update) the existing tree is carried on, not rebuilt.
 */
export function structureTree(doc: PDFDocument) {
  const { context, catalog } = doc;
  let root = catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
  if (!root) {
    root = context.obj({ Type: 'StructTreeRoot', ParentTreeNextKey: 0 });
    const rootRef = context.register(root);
    const documentDict = context.obj({ Type: 'StructElem', S: 'Document', P: rootRef, K: [] });
    root.set(name('K'), context.register(documentDict));
    root.set(name('ParentTree'), context.register(context.obj({ Nums: [] })));
    catalog.set(name('StructTreeRoot'), rootRef);
    catalog.set(name('MarkInfo'), context.obj({ Marked: true }));
  }
  const treeRoot = root;
  const documentRef = treeRoot.get(name('K')) as PDFRef;
  const document: StructureElement = { ref: documentRef, dict: context.lookup(documentRef, PDFDict) };
  const nums = treeRoot.lookup(name('ParentTree'), PDFDict).lookup(name('Nums'), PDFArray);
  const pageParents = new Map<PDFPage, PDFArray>();

  /** The page's row of the parent tree: element of each MCID, in order. */
  const parentsOf = (page: PDFPage): PDFArray => {
    let parents = pageParents.get(page);
    if (!parents) {
      parents = context.obj([]);
      const key = treeRoot.lookup(name('ParentTreeNextKey'), PDFNumber).asNumber();
      page.node.set(name('StructParents'), PDFNumber.of(key));
      page.node.set(name('Tabs'), name('S'));
      nums.push(PDFNumber.of(key));
      nums.push(context.register(parents));
      treeRoot.set(name('ParentTreeNextKey'), PDFNumber.of(key + 1));
      pageParents.set(page, parents);
    }
    return parents;
  };

  return {
    document,

    element(type: StructureType, parent: StructureElement): StructureElement {
      const dict = context.obj({ Type: 'StructElem', S: type, P: parent.ref, K: [] });
      const attributes = ATTRIBUTES[type];
      if (attributes) dict.set(name('A'), context.obj(attributes));
      const ref = context.register(dict);
      parent.dict.lookup(name('K'), PDFArray).push(ref);
      return { ref, dict };
    },

    /** What `draw` puts on the page is the content of `owner`. */
    mark(page: PDFPage, owner: StructureElement, draw: () => void): void {
      const parents = parentsOf(page);
      const mcid = parents.size();
      parents.push(owner.ref);
      const kids = owner.dict.lookup(name('K'), PDFArray);
      if (!owner.dict.has(name('Pg'))) owner.dict.set(name('Pg'), page.ref);
      kids.push(
        owner.dict.get(name('Pg')) === page.ref
          ? PDFNumber.of(mcid)
          : context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }),
      );
      const type = owner.dict.lookup(name('S'), PDFName);
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [type, `<</MCID ${mcid}>>`]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },

    /** Drawn for the eye only (page footers, lines to write on): assistive technologies skip it. */
    artifact(page: PDFPage, properties: Record<string, string>, draw: () => void): void {
      const list = Object.entries(properties).map(([key, value]) => `/${key} /${value}`);
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          name('Artifact'),
          `<<${list.join(' ')}>>`,
        ]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    },
  };
}

export type StructureTree = ReturnType<typeof structureTree>;
