import { describe, expect, it } from 'vitest';
import { parseDocument } from './dom.js';
import { extractMainText, layoutFurniture, noiseElements } from './main-text.js';

const ids = (elements: { getAttribute(name: string): string | null }[]) =>
  elements.map((element) => element.getAttribute('id'));

describe('noise and layout furniture, found in one pass over the elements', () => {
  it('finds code, embeds, controls, hidden parts and page widgets, in document order', () => {
    const document = parseDocument(`<body>
      <p id="prose">Kept</p>
      <script id="s"></script><style id="st"></style><noscript id="ns"></noscript>
      <template id="t"></template><svg id="svg"></svg><canvas id="c"></canvas>
      <iframe id="if"></iframe><object id="o"></object><embed id="e">
      <input id="in"><textarea id="ta"></textarea><button id="b">Go</button>
      <select id="sel"></select><dialog id="d"></dialog>
      <div id="h" hidden>Hidden</div>
      <div id="search" role="search"></div><ul id="menu" role="menu"></ul>
      <div id="bar" role="menubar"></div><div id="tools" role="toolbar"></div>
      <div id="dlg" role="dialog"></div><div id="alert" role="alertdialog"></div>
      <div id="tip" role="tooltip"></div><div id="modal" aria-modal="true"></div>
      <div id="aria" aria-hidden="true"></div>
      <div id="none1" style="DISPLAY:NONE">x</div><div id="none2" style="color: red; display: none">x</div>
      <div id="vis1" style="visibility:hidden">x</div><div id="vis2" style="Visibility: Hidden">x</div>
      <div id="shown" style="display: block" aria-hidden="false" role="main">Kept</div>
      <div id="spaced" style="display:  none">Kept: two spaces is not the rule's form</div>
      <div id="region" role="region">Kept</div>
    </body>`);
    expect(ids(noiseElements(document))).toEqual([
      's',
      'st',
      'ns',
      't',
      'svg',
      'c',
      'if',
      'o',
      'e',
      'in',
      'ta',
      'b',
      'sel',
      'd',
      'h',
      'search',
      'menu',
      'bar',
      'tools',
      'dlg',
      'alert',
      'tip',
      'modal',
      'aria',
      'none1',
      'none2',
      'vis1',
      'vis2',
    ]);
  });

  it('keeps a whole page its style hides until the scripts run, but not a hidden header', () => {
    const prose = '<p>A paragraph of the guide, long enough to read as its prose and more.</p>';
    const document = parseDocument(`<body>
      <div id="header" style="display:none"><h1>Site name</h1><p>Menu</p></div>
      <div id="page" style="visibility:hidden;background-color:#fff"><div id="__next">
        <h1>Machine learning</h1>${prose.repeat(8)}</div></div>
    </body>`);
    expect(ids(noiseElements(document))).toEqual(['header']);
    expect(extractMainText(document)).toContain('Machine learning');
  });

  it('keeps the page behind an open dialog, which a modal hides from screen readers only', () => {
    const prose = '<p>The seller describes the clutch kit, its parts and how it fits the van.</p>';
    const document = parseDocument(`<body>
      <main id="page" aria-hidden="true" role="presentation">
        <h1>Clutch kit for a delivery van</h1>${prose.repeat(8)}
        <span id="icon" aria-hidden="true">★</span>
      </main>
      <div id="dialog" role="dialog" aria-modal="true"><p>Sign in to continue</p></div>
    </body>`);
    expect(ids(noiseElements(document))).toEqual(['icon', 'dialog']);
    const text = extractMainText(document);
    expect(text).toContain('Clutch kit for a delivery van');
    expect(text).toContain('how it fits the van');
    expect(text).not.toContain('Sign in to continue');
  });

  it('finds navigation, footers and asides, but not one a broken page left its main content in', () => {
    const document = parseDocument(`<body>
      <nav id="nav"></nav><div id="links" role="navigation"></div>
      <aside id="aside"></aside><div id="side" role="complementary"></div>
      <footer id="foot"></footer><div id="info" role="contentinfo"></div>
      <aside id="swallowing"><main>The article</main></aside>
      <div id="plain">Kept</div>
    </body>`);
    expect(ids(layoutFurniture(document))).toEqual([
      'nav',
      'links',
      'aside',
      'side',
      'foot',
      'info',
    ]);
  });
});
