// The card page's side of the bridge. The app (CardBridge in C++) sends cards as JSON objects over
// QWebChannel; this script typesets them off-screen, swaps them in, and reports back when they are
// on screen, so the app can measure, capture or go on.
'use strict';

(() => {
  // KaTeX may not create links or run macros without bound: notes are untrusted.
  const katexOptions = {
    throwOnError: true,
    trust: false,
    strict: 'ignore',
    maxSize: 50,
    maxExpand: 500,
  };

  // The KaTeX faces nearly every formula needs: fetched before the first card so that no card
  // is ever drawn in fallback glyphs first.
  const preloadFaces = [
    '1em KaTeX_Main', 'italic 1em KaTeX_Main', 'bold 1em KaTeX_Main', 'italic 1em KaTeX_Math',
    '1em KaTeX_AMS', '1em KaTeX_Size1', '1em KaTeX_Size2', '1em KaTeX_Size3', '1em KaTeX_Size4',
  ];

  let bridge = null;
  // The page's own words, sent by the app in the interface language (applyAppearance).
  let texts = {};
  let current = { seq: -1, answerHtml: '', answer: null, keptScroll: null };
  let elements = null;

  // A side is shown once its first formulas are typeset; the rest, if any, are typeset on screen
  // a slice at a time between the page's other tasks, so a card with thousands of formulas (a
  // hostile note) cannot freeze the page for tens of seconds: it shows, reveals and takes the
  // next card meanwhile, which stops the slices. Real cards have a few dozen at most.
  const formulasBeforeShowing = 200;
  const sliceMs = 20;
  const maxSliceMs = 200;

  // Typesets one formula in place; false when KaTeX refused it.
  function typesetFormula(element) {
    const tex = element.textContent;
    const displayMode = element.classList.contains('display');
    element.classList.remove('math-pending');
    try {
      katex.render(tex, element, { ...katexOptions, displayMode });
      return true;
    } catch (error) {
      // The rest of the card still renders; the reader sees the formula as the note wrote it,
      // quietly, and on hover why KaTeX could not read it.
      const delimiter = displayMode ? '$$' : '$';
      element.textContent = delimiter + tex + delimiter;
      element.classList.add('math-error');
      element.title = error instanceof katex.ParseError ? error.message : String(error);
      return false;
    }
  }

  function typesetLater(formulas, seq) {
    let next = 0;
    let lastEnd = 0;
    const slice = () => {
      if (seq !== current.seq)
        return;
      const start = performance.now();
      // Between two slices the page lays the side out again, which takes long on a huge card; a
      // slice as long as that pause (within bounds) keeps half of the time for typesetting.
      const length = Math.min(maxSliceMs, Math.max(sliceMs, lastEnd ? start - lastEnd : 0));
      while (next < formulas.length && performance.now() - start < length)
        typesetFormula(formulas[next++]);
      lastEnd = performance.now();
      if (next < formulas.length)
        setTimeout(slice, 0);
    };
    setTimeout(slice, 0);
  }

  function typeset(root, seq) {
    const formulas = Array.from(root.querySelectorAll('.math'));
    let errors = 0;
    for (const element of formulas.slice(0, formulasBeforeShowing)) {
      if (!typesetFormula(element))
        ++errors;
    }
    const later = formulas.slice(formulasBeforeShowing);
    root.dataset.formulasLater = later.length;   // for the record (tests read it)
    if (later.length > 0) {
      for (const element of later)
        element.classList.add('math-pending');
      typesetLater(later, seq);
    }
    return { formulas: formulas.length, errors };
  }

  function highlight(root) {
    for (const code of root.querySelectorAll('pre > code')) {
      const match = /(?:^|\s)language-(\S+)/.exec(code.className);
      const language = match && hljs.getLanguage(match[1]) ? match[1] : null;
      if (!language)
        continue;
      // highlight.js escapes the text it is given; its output is its own spans.
      code.innerHTML = hljs.highlight(code.textContent, { language, ignoreIllegals: true }).value;
      code.classList.add('hljs');
    }
  }

  // A link within the card (a footnote and its way back) starts with '#'.
  const isInCardLink = (link) => (link.getAttribute('href') || '').startsWith('#');

  function titleLinks(root) {
    for (const link of root.querySelectorAll('a[href]')) {
      if (!isInCardLink(link))
        link.title = link.href;
    }
  }

  // The page loads nothing from the network (its CSP and the app's request blocker refuse it),
  // so a remote image is shown as what it is instead of a broken-image icon. Images of the notes
  // folder come through the app's own scheme, and inline raster data loads nothing.
  function replaceRemoteImages(root) {
    for (const image of root.querySelectorAll('img')) {
      const source = image.getAttribute('src') || '';
      if (source.startsWith('data:') || source.startsWith('notedeck-image:'))
        continue;
      const placeholder = document.createElement('span');
      placeholder.className = 'remote-image';
      placeholder.textContent = image.alt || pageText('image');
      placeholder.title = pageText('imageNotLoaded', source);
      image.replaceWith(placeholder);
    }
  }

  // An image the renderer could not show is its alt text in a frame whose tooltip says why; the
  // reason comes in English, and in the interface language when the app sends
  // texts.imageProblems[code] ("…%1…", %1 being the image's path as written).
  function labelMissingImages(root) {
    const problems = texts.imageProblems && typeof texts.imageProblems === 'object' ? texts.imageProblems : {};
    for (const frame of root.querySelectorAll('.missing-image'))
      labelFrame(frame, problems);
  }

  function labelFrame(frame, problems) {
    if (!frame.textContent)
      frame.textContent = pageText('image');
    const pattern = problems[frame.dataset.problem];
    if (typeof pattern === 'string')
      frame.title = pattern.replace('%1', () => frame.dataset.source || '');
  }

  // A notes-folder image that fails to load (its file was removed since the card was made, or is
  // not a valid image) becomes the same frame, so a broken-image icon never stands in for it.
  function frameFailedImages(root) {
    for (const image of root.querySelectorAll('img[src^="notedeck-image:"]')) {
      image.addEventListener('error', () => {
        const frame = document.createElement('span');
        frame.className = 'missing-image';
        frame.dataset.problem = 'load-failed';
        const path = image.getAttribute('src').slice('notedeck-image:'.length).replace(/\?.*$/, '');
        try {
          frame.dataset.source = decodeURIComponent(path);
        } catch (error) {
          frame.dataset.source = path;
        }
        frame.textContent = image.alt;
        frame.title = frame.dataset.source;
        labelFrame(frame, texts.imageProblems && typeof texts.imageProblems === 'object' ? texts.imageProblems : {});
        image.replaceWith(frame);
      }, { once: true });
    }
  }

  // An occlusion card's picture (src/render/occlusion_sides.h): the renderer's shape spans become
  // an SVG stacked exactly over the picture, its coordinates fractions of the picture (viewBox
  // 0 0 1 1, stretched with it); a hidden shape is filled opaque, a revealed one outlined, its
  // label (text, never markup) at its centre.
  const SVG = 'http://www.w3.org/2000/svg';
  function drawOcclusions(root) {
    for (const occlusion of root.querySelectorAll('div.occlusion')) {
      const shapes = Array.from(occlusion.querySelectorAll('span.occlusion-shape'));
      shapes.forEach((shape) => shape.remove());
      const image = occlusion.querySelector('img');
      if (!image || shapes.length === 0)
        continue;
      const frame = document.createElement('span');
      frame.className = 'occlusion-frame';
      image.replaceWith(frame);
      frame.append(image);
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('class', 'occlusion-masks');
      svg.setAttribute('viewBox', '0 0 1 1');
      svg.setAttribute('preserveAspectRatio', 'none');
      frame.append(svg);
      for (const shape of shapes)
        drawShape(shape, svg, frame);
    }
  }

  const fractions = (text) => (text || '').split(/[ ,]/).map((v) => Math.min(1, Math.max(0, Number(v) || 0)));

  function drawShape(shape, svg, frame) {
    const [left, top, width, height] = fractions(shape.dataset.box);
    let element;
    if (shape.dataset.shape === 'ellipse') {
      element = document.createElementNS(SVG, 'ellipse');
      element.setAttribute('cx', left + width / 2);
      element.setAttribute('cy', top + height / 2);
      element.setAttribute('rx', width / 2);
      element.setAttribute('ry', height / 2);
    } else if (shape.dataset.shape === 'polygon') {
      const values = fractions(shape.dataset.points);
      const pairs = [];
      for (let i = 0; i + 1 < values.length; i += 2)
        pairs.push(`${values[i]},${values[i + 1]}`);
      element = document.createElementNS(SVG, 'polygon');
      element.setAttribute('points', pairs.join(' '));
    } else {
      element = document.createElementNS(SVG, 'rect');
      element.setAttribute('x', left);
      element.setAttribute('y', top);
      element.setAttribute('width', width);
      element.setAttribute('height', height);
    }
    const role = shape.dataset.role === 'show' || shape.dataset.role === 'hide' ? shape.dataset.role : 'ask';
    element.setAttribute('class', `mask-${role}`);
    element.setAttribute('vector-effect', 'non-scaling-stroke');
    svg.append(element);
    if (role === 'show' && shape.textContent) {
      const label = document.createElement('span');
      label.className = 'occlusion-label';
      label.textContent = shape.textContent;
      label.style.left = `${(left + width / 2) * 100}%`;
      label.style.top = `${(top + height / 2) * 100}%`;
      frame.append(label);
    }
  }

  // One of the app's texts with its "%1" filled in (a function replacement: `value` is taken as
  // it is, whatever "$" patterns it holds).
  function pageText(key, value = '') {
    const pattern = typeof texts[key] === 'string' ? texts[key] : '';
    return pattern.replace('%1', () => value);
  }

  // HTML of one side → a detached element, typeset (its first formulas at least, see typeset).
  function buildSide(html, seq) {
    const side = document.createElement('div');
    const fragment = NoteDeckSanitizer.fragment(html);
    replaceRemoteImages(fragment);   // still inert: nothing was requested
    labelMissingImages(fragment);
    drawOcclusions(fragment);
    frameFailedImages(fragment);
    side.append(fragment);
    const stats = typeset(side, seq);
    highlight(side);
    titleLinks(side);
    return { node: side, stats };
  }

  function crumbNodes(path) {
    return path.map((name) => {
      const crumb = document.createElement('span');
      crumb.textContent = name;
      return crumb;
    });
  }

  // Reports once layout is done and every font in use has arrived; the card stays invisible until
  // then if a font is still on its way.
  function report(seq, part, stats, started) {
    void document.body.offsetHeight;
    const send = () => {
      if (seq !== current.seq)
        return;
      elements.card.classList.remove('waiting-for-fonts');
      bridge.reportRendered(seq, part, {
        formulas: stats.formulas,
        formulaErrors: stats.errors,
        pageMs: performance.now() - started,
      });
      // A task queued from the next animation frame runs once that frame, the first to show
      // the change, has been drawn.
      requestAnimationFrame(() => setTimeout(() => {
        if (seq === current.seq)
          bridge.reportPainted(seq, part);
      }, 0));
    };
    if (document.fonts.status === 'loaded') {
      send();
    } else {
      elements.card.classList.add('waiting-for-fonts');
      document.fonts.ready.then(send);
    }
  }

  function concealAnswer(concealed) {
    elements.answer.classList.toggle('concealed', concealed);
    elements.divider.classList.toggle('concealed', concealed);
  }

  // Typesets the answer and lays it out, still concealed.
  function prepareAnswer(seq) {
    if (seq !== current.seq || current.answer)
      return;
    current.answer = buildSideSafely(current.answerHtml, seq);
    elements.answer.replaceChildren(current.answer.node);
    void elements.answer.offsetHeight;
  }

  // A side that could not be built (a bug, not a note's fault): say so instead of hanging.
  function failedSide(error) {
    console.error('NoteDeck could not show this card:', error);
    const node = document.createElement('div');
    node.className = 'card-failure';
    node.textContent = pageText('cardFailed', String(error));
    return { node, stats: { formulas: 0, errors: 1 } };
  }

  function buildSideSafely(html, seq) {
    try {
      return buildSide(html, seq);
    } catch (error) {
      return failedSide(error);
    }
  }

  // Keeps the page at least as tall as it is scrolled, so that swapping the card's contents
  // cannot pull it up (null: no floor).
  function holdScroll(height) {
    document.documentElement.style.minHeight = height === null ? '' : `${height}px`;
  }

  function show(seq, card) {
    const started = performance.now();
    const keptScroll = card.keepScroll === true ? window.scrollY : null;
    current = { seq, answerHtml: card.answer, answer: null, keptScroll, replacesQuestion: card.answerReplacesQuestion === true };
    holdScroll(keptScroll === null ? null : keptScroll + window.innerHeight);
    const question = buildSideSafely(card.question, seq);
    elements.crumbs.replaceChildren(...crumbNodes(card.deck));
    elements.question.replaceChildren(question.node);
    elements.question.hidden = false;
    elements.answer.classList.toggle('as-question', current.replacesQuestion);
    elements.answer.replaceChildren();
    concealAnswer(true);
    elements.card.hidden = false;
    window.scrollTo(0, keptScroll === null ? 0 : keptScroll);
    report(seq, 'question', question.stats, started);
    // Typeset the answer while the reader thinks, so revealing it is only a swap.
    setTimeout(() => prepareAnswer(seq), 0);
  }

  function reveal(seq) {
    if (seq !== current.seq)
      return;
    const started = performance.now();
    prepareAnswer(seq);
    // A cloze card's answer is its question with the deletion revealed: it takes the question's place.
    if (current.replacesQuestion) {
      elements.question.hidden = true;
      elements.divider.classList.add('concealed');
      elements.answer.classList.remove('concealed');
    } else {
      concealAnswer(false);
    }
    if (current.keptScroll !== null) {
      holdScroll(null);
      window.scrollTo(0, current.keptScroll);
    }
    report(seq, 'answer', current.answer.stats, started);
  }

  function clear(seq) {
    current = { seq, answerHtml: '', answer: null, keptScroll: null };
    holdScroll(null);
    elements.card.hidden = true;
    elements.crumbs.replaceChildren();
    elements.question.replaceChildren();
    elements.answer.replaceChildren();
    concealAnswer(true);
  }

  function applyAppearance(appearance) {
    if (appearance.texts && typeof appearance.texts === 'object') {
      texts = appearance.texts;
      elements.crumbs.setAttribute('aria-label', pageText('crumbs'));
    }
    document.documentElement.dataset.theme = appearance.theme === 'dark' ? 'dark' : 'light';
    const size = Number(appearance.fontSize);
    if (Number.isFinite(size) && size > 0)
      document.documentElement.style.setProperty('--font-size', `${size}px`);
  }

  // A link opens in the system browser, and only when the reader clicked it: a synthetic click
  // (isTrusted false) does nothing, and the page itself never navigates.
  // A footnote link scrolls to its note (or back) within the same side of the card.
  function onClick(event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link)
      return;
    event.preventDefault();
    if (isInCardLink(link)) {
      const side = link.closest('.side');
      const target = side && side.querySelector(`[id="${CSS.escape(link.getAttribute('href').slice(1))}"]`);
      if (target && event.type === 'click')
        target.scrollIntoView({ block: 'nearest' });
      return;
    }
    if (event.isTrusted && event.type === 'click' && event.button === 0 && bridge)
      bridge.openLink(link.href);
  }

  // A notes-folder image changed on disk: each <img> showing it asks for it again, under a new
  // query so the page does not reuse what it has.
  let imageVersion = 0;
  function reloadImage(url) {
    if (typeof url !== 'string' || !url.startsWith('notedeck-image:'))
      return;
    imageVersion += 1;
    for (const image of document.querySelectorAll('img')) {
      const source = image.getAttribute('src') || '';
      if (source === url || source.startsWith(`${url}?`))
        image.setAttribute('src', `${url}?v=${imageVersion}`);
    }
  }

  function connect() {
    new QWebChannel(qt.webChannelTransport, (channel) => {
      bridge = channel.objects.bridge;
      bridge.showRequested.connect(show);
      bridge.revealRequested.connect(reveal);
      bridge.clearRequested.connect(clear);
      bridge.appearanceChanged.connect(applyAppearance);
      bridge.imageChanged.connect(reloadImage);
      bridge.pageReady();
    });
  }

  document.addEventListener('DOMContentLoaded', () => {
    elements = {
      card: document.getElementById('card'),
      crumbs: document.getElementById('crumbs'),
      question: document.getElementById('question'),
      answer: document.getElementById('answer'),
      divider: document.getElementById('divider'),
    };
    document.addEventListener('click', onClick);
    document.addEventListener('auxclick', onClick);
    const preloads = preloadFaces.map((face) => document.fonts.load(face).catch(() => []));
    Promise.all(preloads).then(connect);
  });
})();
