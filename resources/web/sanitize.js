// Second line of defence behind the C++ renderer: turns an HTML fragment into DOM nodes keeping
// only the elements and attributes Markdown produces. Parsing happens in an inert <template>, so
// nothing in the fragment loads or runs before it has been cleaned.
'use strict';

const NoteDeckSanitizer = (() => {
  const XHTML = 'http://www.w3.org/1999/xhtml';

  // Element → attributes it may keep.
  const allowed = new Map(Object.entries({
    p: [], br: [], hr: [], em: [], strong: [], del: [], blockquote: [],
    h1: [], h2: [], h3: [], h4: [], h5: [], h6: [],
    ul: [], ol: ['start'], li: [],
    pre: [], code: ['class'], span: ['class'], div: ['class'],
    a: ['href'], img: ['src', 'alt'],
    input: ['type', 'checked', 'disabled'],
    table: [], thead: [], tbody: [], tr: [], th: ['align'], td: ['align'],
  }));

  const attributeIsSafe = {
    href: (v) => /^(https?:|mailto:)/i.test(v),
    src: (v) => /^(https?:|data:image\/(png|gif|jpeg|webp)[;,])/i.test(v),
    type: (v) => v === 'checkbox',
    align: (v) => v === 'left' || v === 'center' || v === 'right',
    start: (v) => /^[0-9]{1,9}$/.test(v),
    checked: () => true,
    disabled: () => true,
    alt: () => true,
  };

  const classIsSafe = (c) => c === 'math' || c === 'display' || /^language-[A-Za-z0-9_+#.-]+$/.test(c);

  function cleanElement(element, names) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name;
      if (!names.includes(name)) {
        element.removeAttribute(name);
      } else if (name === 'class') {
        const kept = Array.from(element.classList).filter(classIsSafe);
        element.className = kept.join(' ');
      } else if (!attributeIsSafe[name](attribute.value)) {
        element.removeAttribute(name);
      }
    }
    if (element.localName === 'input')
      element.setAttribute('disabled', '');   // task list boxes show state; they are not a form
  }

  function clean(parent) {
    for (const node of Array.from(parent.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE)
        continue;
      const names = node.nodeType === Node.ELEMENT_NODE && node.namespaceURI === XHTML
        ? allowed.get(node.localName) : undefined;
      if (names === undefined) {
        node.remove();   // comments, foreign (SVG, MathML) and unexpected elements
        continue;
      }
      cleanElement(node, names);
      clean(node);
      if (node.localName === 'a' && !node.hasAttribute('href'))
        node.replaceWith(...node.childNodes);   // a link to nowhere is just its text
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
