// What a card may show: turns a card side's HTML into DOM nodes keeping only the elements and
// attributes Markdown produces and the raw HTML GitHub allows. The renderer passes a note's raw
// HTML on as written (src/markdown/raw_html.h), so this is where it is decided. Parsing happens in
// an inert <template>: nothing in the fragment loads or runs before it has been cleaned, and the
// cleaned nodes are moved into the page as they are, never written out and parsed again.
//   - an allowed element keeps its allowed attributes (each value checked) and its cleaned content;
//   - the elements of `removedWithContent` go with everything inside them: scripts, styles, frames,
//     objects, form controls, media, inline SVG and MathML, <meta>, <link>, <base>; so do comments
//     and every element outside the HTML namespace;
//   - any other element loses its tags and keeps its cleaned content, as on GitHub (<font>, <center>).
// Every event handler and style attribute goes, and every URL but http(s) and mailto links and
// images of NoteDeck's scheme, of the web (shown as placeholders, see card.js) or raster data.
'use strict';

const NoteDeckSanitizer = (() => {
  const XHTML = 'http://www.w3.org/1999/xhtml';

  const cell = ['align', 'colspan', 'rowspan'];
  // Element → the attributes it may keep besides `title`, which every element may keep.
  const allowed = new Map(Object.entries({
    br: [], sup: ['class'], sub: [], kbd: [], b: [], i: [], em: [], strong: [], s: [], del: [], ins: [],
    mark: ['class'], u: [], small: [], span: ['class', 'data-problem', 'data-source', 'data-shape', 'data-box', 'data-points', 'data-role'], div: ['class', 'align'],
    p: ['align'], img: ['src', 'alt', 'width', 'height', 'align'],
    a: ['href', 'id', 'class', 'data-footnote-ref', 'data-footnote-backref', 'aria-label'],
    details: ['open'], summary: [],
    table: [], caption: [], colgroup: [], col: [], thead: [], tbody: [], tfoot: [], tr: [], th: cell, td: cell,
    hr: [], ruby: [], rt: [], rp: [], dl: [], dt: [], dd: [], abbr: [], q: [], blockquote: [],
    pre: [], code: ['class'], h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
    ul: [], ol: ['start', 'type'], li: ['id'],
    // Made by the renderer: a task list's box, the list of footnotes.
    input: ['type', 'checked', 'disabled'], section: ['class', 'data-footnotes'],
  }));

  // Keep alike with kRemovedWithContent in src/markdown/raw_html.cpp (which adds no void element).
  const removedWithContent = new Set([
    'applet', 'audio', 'base', 'button', 'canvas', 'datalist', 'embed', 'frame', 'frameset', 'head',
    'iframe', 'link', 'math', 'meta', 'noembed', 'noframes', 'noscript', 'object', 'optgroup', 'option',
    'param', 'plaintext', 'script', 'select', 'source', 'style', 'svg', 'template', 'textarea', 'title',
    'track', 'video', 'xmp',
  ]);

  // An id or in-card link of a footnote (cmark-gfm's fn-LABEL / fnref-LABEL): never one of the
  // page's own ids, so a note cannot shadow them.
  const footnoteId = /^fn(ref)?-[^\s]{1,100}$/;
  const size = /^[0-9]{1,5}(%|px)?$/;
  // An occlusion mask's geometry: fractions of its picture (src/render/occlusion_sides.h).
  const fraction = '[01](\\.[0-9]{1,8})?';
  const box = new RegExp(`^${fraction}( ${fraction}){3}$`);
  const points = new RegExp(`^${fraction},${fraction}( ${fraction},${fraction}){2,199}$`);

  const attributeIsSafe = {
    href: (v) => /^(https?:|mailto:)/i.test(v) || (v.startsWith('#') && footnoteId.test(v.slice(1))),
    src: (v) => /^(notedeck-image:|https?:|data:image\/(png|gif|jpeg|webp)[;,])/i.test(v),
    id: (v) => footnoteId.test(v),
    type: (v, element) => (element.localName === 'ol' ? /^[1aAiI]$/.test(v) : v === 'checkbox'),
    align: (v) => /^(left|center|right|justify|top|middle|bottom)$/i.test(v),
    width: (v) => size.test(v),
    height: (v) => size.test(v),
    start: (v) => /^[0-9]{1,9}$/.test(v),
    colspan: (v) => /^[0-9]{1,3}$/.test(v),
    rowspan: (v) => /^[0-9]{1,3}$/.test(v),
    'data-problem': (v) => /^[a-z-]{1,40}$/.test(v),
    'data-source': () => true,
    'data-shape': (v) => /^(rect|ellipse|polygon)$/.test(v),
    'data-box': (v) => box.test(v),
    'data-points': (v) => points.test(v),
    'data-role': (v) => /^(ask|hide|show)$/.test(v),
    'data-footnote-ref': () => true,
    'data-footnote-backref': () => true,
    'data-footnotes': () => true,
    'aria-label': () => true,
    checked: () => true,
    disabled: () => true,
    open: () => true,
    alt: () => true,
    title: () => true,
  };

  const safeClasses = new Set(['math', 'display', 'missing-image', 'footnotes', 'footnote-ref', 'footnote-backref', 'cloze',
    'occlusion', 'occlusion-shape']);
  const classIsSafe = (c) => safeClasses.has(c) || /^language-[A-Za-z0-9_+#.-]+$/.test(c);

  // Cleans the attributes of an allowed element; false when the element itself must go.
  function cleanElement(element, names) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name;
      if (name !== 'title' && !names.includes(name)) {
        element.removeAttribute(name);
      } else if (name === 'class') {
        const kept = Array.from(element.classList).filter(classIsSafe);
        element.className = kept.join(' ');
      } else if (!attributeIsSafe[name](attribute.value, element)) {
        element.removeAttribute(name);
      }
    }
    if (element.localName === 'input') {
      if (element.getAttribute('type') !== 'checkbox')
        return false;   // only a task list's box
      element.setAttribute('disabled', '');   // it shows state; it is not a form
    }
    return true;
  }

  // An allowed element that is only its content: a link to nowhere, a section other than the
  // renderer's footnotes.
  function isOnlyItsContent(element) {
    if (element.localName === 'a')
      return !element.hasAttribute('href');
    if (element.localName === 'section')
      return !element.classList.contains('footnotes');
    return false;
  }

  function clean(parent) {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE)
        continue;
      if (node.nodeType !== Node.ELEMENT_NODE || node.namespaceURI !== XHTML ||
          removedWithContent.has(node.localName)) {
        node.remove();   // comments, processing instructions, SVG, MathML, scripts, frames, …
        continue;
      }
      const names = allowed.get(node.localName);
      if (names !== undefined && !cleanElement(node, names)) {
        node.remove();
        continue;
      }
      clean(node);
      if (names === undefined || isOnlyItsContent(node))
        node.replaceWith(...node.childNodes);
    }
  }

  // HTML string → DocumentFragment holding only allowed markup.
  function fragment(html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    clean(template.content);
    return template.content;
  }

  return { fragment };
})();
