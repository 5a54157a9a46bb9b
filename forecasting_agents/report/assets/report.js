// The audit report's only script; its SHA-256 is in the page's Content-Security-Policy.
// Every value from the trace is hostile text: it reaches the page through textContent and
// createTextNode only, never innerHTML, and never becomes a URL, an attribute name or a style.
// All of it goes through show() (an element's text) or plain() (a string for the document title
// or a <select> option): they clip long texts and show hidden characters as marked escapes.
(function () {
  "use strict";
  var started = performance.now();
  // The data is packed (forecasting_agents/report/_pack.py): each repeated text or structure is in
  // the table once, and {"$": i} stands for table[i]; {"#": [shape, values...]} is a mapping whose
  // keys are the list table[shape]; {"$": [key, v]} is a mapping of the trace whose one key is "$"
  // or "#". resolve() puts the shared values back, each table entry resolved once and then
  // shared. The keys in `lazy` of the one mapping given (through its reference) are left packed:
  // a run's timeline is resolved when it is opened.
  var packed = JSON.parse(document.getElementById("report-data").textContent);
  var TABLE = packed.t, RESOLVED = new Array(TABLE.length);
  var LAZY = { steps: true, artifact: true };
  // Sets an own property, whatever its name: a trace's key "__proto__" stays a plain key.
  function own(target, key, v) {
    Object.defineProperty(target, key, { value: v, enumerable: true, writable: true, configurable: true });
    return target;
  }
  function resolve(value, lazy) {
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) {
      for (var i = 0; i < value.length; i++) value[i] = resolve(value[i]);
      return value;
    }
    var keys = Object.keys(value);
    if (keys.length === 1 && keys[0] === "$") {
      var inner = value.$;
      if (typeof inner !== "number") return own({}, inner[0], resolve(inner[1]));
      if (RESOLVED[inner] === undefined) RESOLVED[inner] = resolve(TABLE[inner], lazy);
      return RESOLVED[inner];
    }
    if (keys.length === 1 && keys[0] === "#") {  // {"#": [shape, values...]}: keys in the table
      var row = value["#"], names = TABLE[row[0]], out = {};
      for (var j = 0; j < names.length; j++) {
        own(out, names[j], lazy && lazy[names[j]] ? row[j + 1] : resolve(row[j + 1]));
      }
      return out;
    }
    keys.forEach(function (k) { if (!(lazy && lazy[k])) value[k] = resolve(value[k]); });
    return value;
  }
  // The table entry a reference stands for, as packed (the run list: its entries come next).
  function deref(value) {
    while (value && typeof value === "object" && !Array.isArray(value) && typeof value.$ === "number" &&
      Object.keys(value).length === 1) value = TABLE[value.$];
    return value;
  }
  var data = resolve(packed.r, { runs: true });
  data.runs = deref(data.runs).map(function (entry) { return resolve(entry, LAZY); });
  var SVG = "http://www.w3.org/2000/svg";
  var LIST_REASON_CHARS = 160;  // the list shows the start of a reason; the run shows all of it
  var LIST_CHARS = 160;  // any other run-list cell and <select> option: opening the run shows all
  var TITLE_CHARS = 200;
  // A longer text shows its start and a button that shows the rest: laying out megabytes of
  // text (one unbroken string above all) would keep the browser busy for as long as it takes.
  var CLIP_CHARS = 4000;
  var PAGE_ROWS = 250;  // rows of the answers and of the runs listed at once; a button lists more
  var MORE_CHARS = 100000;  // what one "show the next" click adds: fast to lay out
  var STATUSES = ["forecast", "abstained", "budget_exhausted", "failed", "infeasible"];
  // Characters that would act instead of being seen: bidi controls (U+202E turns "gpj.exe" into
  // "exe.jpg"), zero-width and other invisible or format characters, the soft hyphen, tag
  // characters, C0 and C1 controls but newline and tab, the line and paragraph separators
  // (U+2028, U+2029), and lone surrogates. Each is shown as a
  // marked escape such as ⟨U+202E⟩, never applied; the embedded data keeps them as recorded.
  var HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}\p{Cs}]/gu;

  function escapeOf(ch) {
    var hex = ch.codePointAt(0).toString(16).toUpperCase();
    return "\u27e8U+" + ("0000" + hex).slice(-Math.max(4, hex.length)) + "\u27e9";
  }
  // The end of a clipped start: at most n UTF-16 units, never half a surrogate pair.
  function cutAt(text, n) {
    var code = text.charCodeAt(n - 1);
    return code >= 0xd800 && code <= 0xdbff ? n - 1 : n;
  }
  function clip(text, n) { text = String(text); return text.length > n ? text.slice(0, cutAt(text, n)) + "\u2026" : text; }
  // The text as one string with each hidden character replaced by its escape (no markup).
  function plain(value, n) { return clip(value === null || value === undefined ? "" : value, n).replace(HIDDEN, escapeOf); }
  // Appends text to node (before `before`, if given): text nodes, and a <span class="ctl"> for
  // each hidden character.
  function appendVisible(node, text, before) {
    var last = 0, match;
    function put(child) { node.insertBefore(child, before || null); }
    HIDDEN.lastIndex = 0;
    while ((match = HIDDEN.exec(text)) !== null) {
      if (match.index > last) put(document.createTextNode(text.slice(last, match.index)));
      var mark = document.createElement("span");
      mark.className = "ctl";
      mark.title = "a hidden character, shown instead of applied";
      mark.textContent = escapeOf(match[0]);
      put(mark);
      last = HIDDEN.lastIndex;
    }
    if (last < text.length) put(document.createTextNode(text.slice(last)));
  }
  function count(n) { return n.toLocaleString("en"); }
  function button(cls, onClick) {
    var node = document.createElement("button");
    node.type = "button";
    node.className = cls;
    // The click goes no further, so a clipped cell in a run-list row does not also toggle it.
    node.addEventListener("click", function (event) { event.stopPropagation(); onClick(); });
    return node;
  }
  // The one way trace text enters an element: visible (appendVisible), and past CLIP_CHARS
  // clipped, with buttons that append the next MORE_CHARS or all the rest on demand.
  function show(node, value) {
    var text = value === null || value === undefined ? "" : String(value);
    if (text.length <= CLIP_CHARS) { appendVisible(node, text); return node; }
    var shown = cutAt(text, CLIP_CHARS);
    appendVisible(node, text.slice(0, shown));
    var controls = document.createElement("span");
    controls.className = "show-controls";
    var more = button("show-more", function () { reveal(shown + MORE_CHARS); });
    var all = button("show-all", function () { reveal(text.length); });
    function label() {
      var left = text.length - shown;
      more.textContent = "show the next " + count(Math.min(MORE_CHARS, left)) + " characters";
      more.hidden = left <= MORE_CHARS;
      all.textContent = "show all " + count(text.length) + " characters (" + count(left) + " more)";
    }
    function reveal(upTo) {
      var end = upTo >= text.length ? text.length : cutAt(text, upTo);
      appendVisible(node, text.slice(shown, end), controls);
      shown = end;
      if (shown >= text.length) node.removeChild(controls);
      else label();
    }
    controls.appendChild(document.createTextNode("\u2026 "));
    controls.appendChild(more);
    controls.appendChild(all);
    label();
    node.appendChild(controls);
    return node;
  }
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) show(node, text);
    return node;
  }
  function add(parent, child) { parent.appendChild(child); return child; }
  function pre(text, cls) { return el("pre", cls, text === null || text === undefined ? "" : text); }
  // A structure of the data (keys already sorted) as JSON text, indented by one.
  function jsonText(value) { return JSON.stringify(value, null, 1); }
  function fmt(x, digits) { return x === null || x === undefined ? "-" : Number(x).toFixed(digits); }

  function kvTable(rows) {
    var table = el("table", "kv");
    rows.forEach(function (row) {
      var tr = add(table, el("tr"));
      add(tr, el("th", null, row[0]));
      add(tr, el("td", row[1] && String(row[1]).indexOf("legacy") >= 0 ? "legacy" : null, row[1]));
    });
    return table;
  }

  // ---------------------------------------------------------------- header
  var app = document.getElementById("app");
  app.textContent = "";
  document.title = plain(data.title, TITLE_CHARS);
  add(app, el("h1", null, data.title));
  add(app, el("p", "note", "Trace file: " + data.source + ". Generated by forecast-agents report from the " +
    "record alone; nothing here was fetched. The answers come first, then the scores, where the " +
    "record came from, and every run: open one to see its steps."));
  var STATUS_WORDS = { forecast: "forecast", abstained: "abstained", budget_exhausted: "budget", failed: "failed", infeasible: "infeasible" };
  function statusClass(status) { return "status-" + (STATUSES.indexOf(status) >= 0 ? status : "other"); }
  function outcomeClass(word) { return word === "YES" ? "outcome-yes" : word === "NO" ? "outcome-no" : "outcome-open"; }

  // ---------------------------------------------------------------- answers
  // One row per question; each column sorts (click its header, again to reverse) and the
  // filters above narrow the rows. Each agent's cell and the runs cell open the run.
  function renderAnswers(answers) {
    var has = answers.columns;
    add(app, el("h2", null, "Answers (" + answers.rows.length + " questions)"));
    add(app, el("p", "note", (answers.scored_rows ? "Outcomes, categories, dates, market prices and the panel are the runner's question rows. " :
      "The trace holds no scored question rows: outcomes and dates are the trace's own question's, the panel is the mean of the runs' forecasts. ") +
      "Brier is the panel's (its mean) against the outcome. Click a header to sort; click a forecast or a run number to open that run."));
    var bar = add(app, el("div", "filters"));
    var search = add(add(bar, el("label", null, "find ")), el("input"));
    search.type = "search";
    search.id = "answers-find";
    search.placeholder = "question id or words";
    function pick(label, id, values) {
      var wrap = add(bar, el("label", null, label + " "));
      var select = add(wrap, el("select"));
      select.id = id;
      add(select, el("option", null, "all")).value = "";
      values.forEach(function (v) { var o = add(select, el("option")); o.textContent = plain(v, LIST_CHARS); o.value = v; });
      return select;
    }
    var categories = [];
    answers.rows.forEach(function (r) { var c = r.category || "none"; if (categories.indexOf(c) < 0) categories.push(c); });
    categories.sort();
    var catSelect = pick("category", "answers-category", categories);
    var outSelect = pick("outcome", "answers-outcome", ["YES", "NO", "open"]);
    var endSelect = pick("a run ended as", "answers-status", STATUSES);
    var countNote = add(bar, el("span", "note"));
    countNote.id = "answers-count";
    var columns = [
      { name: "question", key: function (r) { return r.id; } },
      { name: "category", key: function (r) { return r.category || ""; } },
      { name: "cutoff", key: function (r) { return r.cutoff || ""; } },
      { name: "outcome", key: function (r) { return r.outcome_word; } }
    ];
    if (has.market) columns.push({ name: "market", key: function (r) { return r.market; } });
    answers.agents.forEach(function (a) {
      columns.push({ name: a, agent: a, key: function (r) { var c = r.cells[a]; return c ? (c.status === "forecast" ? c.p : -1) : null; } });
    });
    columns.push({ name: "panel", key: function (r) { return r.panel; } });
    if (has.calibrated) columns.push({ name: "calibrated", key: function (r) { return r.calibrated; } });
    if (has.blend) columns.push({ name: "blend", key: function (r) { return r.blend; } });
    columns.push({ name: "Brier", key: function (r) { return r.brier; } });
    columns.push({ name: "runs", key: function (r) { return r.runs[0]; } });
    var wrap = add(app, el("div", "scroll-x"));
    var table = add(wrap, el("table", "answers"));
    table.id = "answers";
    var head = add(add(table, el("thead")), el("tr"));
    var body = add(table, el("tbody"));
    var sortBy = -1, sortDir = 1;
    columns.forEach(function (col, k) {
      var th = add(head, el("th"));
      var b = add(th, button("sort", function () { sortBy === k ? (sortDir = -sortDir) : (sortBy = k, sortDir = 1); sortRows(); }));
      b.textContent = plain(col.name, LIST_CHARS);
      b.dataset.column = String(k);
      col.th = th;
    });
    var trs = [];  // built when first listed
    function answerRow(i) {
      if (trs[i]) return trs[i];
      var r = answers.rows[i], tr = el("tr", "answer");
      tr.dataset.question = r.id;
      var q = add(tr, el("td", "question"));
      add(q, el("div", "msg-role", r.id));
      if (r.text) add(q, el("div", null, clip(r.text, LIST_CHARS)));
      if (r.note) add(q, el("div", "note", clip(r.note, LIST_CHARS)));
      add(tr, el("td", "nowrap", r.category || "-"));
      add(tr, el("td", "nowrap", r.cutoff || "-"));
      add(tr, el("td", "nowrap " + outcomeClass(r.outcome_word), r.outcome_word + (r.outcome_word !== "open" && !r.scored ? " (not scored)" : "")));
      if (has.market) add(tr, el("td", "num", fmt(r.market, 2)));
      answers.agents.forEach(function (a) {
        var c = r.cells[a], td = add(tr, el("td", "num"));
        if (!c) { td.textContent = "-"; return; }
        var link = add(td, runLink(c.n, c.status === "forecast" ? fmt(c.p, 2) : STATUS_WORDS[c.status] || c.status));
        link.className = statusClass(c.status);
      });
      add(tr, el("td", "num", fmt(r.panel, 2) + (r.panel_computed ? "*" : "")));
      if (has.calibrated) add(tr, el("td", "num", fmt(r.calibrated, 2)));
      if (has.blend) add(tr, el("td", "num", fmt(r.blend, 2)));
      add(tr, el("td", "num", fmt(r.brier, 3)));
      var runsCell = add(tr, el("td", "nowrap"));
      r.runs.forEach(function (n, k) { if (k) runsCell.appendChild(document.createTextNode(" ")); add(runsCell, runLink(n, "#" + n)); });
      trs[i] = tr;
      return tr;
    }
    var order = answers.rows.map(function (r, i) { return i; }), answerLimit = PAGE_ROWS;
    var moreAnswers = add(app, button("more-rows", function () { answerLimit += PAGE_ROWS; layout(); }));
    moreAnswers.id = "more-answers";
    if (answers.rows.some(function (r) { return r.panel_computed; })) {
      add(app, el("p", "note", "* the mean of the runs' committed forecasts on a question the runner's rows do not cover (computed here by forecasting_agents.evaluation.aggregate_forecasts)."));
    }
    function sortRows() {
      order = answers.rows.map(function (r, i) { return i; });
      if (sortBy >= 0) {
        var key = columns[sortBy].key;
        order.sort(function (i, j) {
          var a = key(answers.rows[i]), b = key(answers.rows[j]);
          if (a === null || a === undefined) return b === null || b === undefined ? i - j : 1;  // blanks last
          if (b === null || b === undefined) return -1;
          var d = typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b));
          return d ? d * sortDir : i - j;
        });
      }
      columns.forEach(function (col, k) { col.th.className = k === sortBy ? (sortDir > 0 ? "sorted-up" : "sorted-down") : ""; });
      layout();
    }
    // Lists, in the sorted order, the first answerLimit questions that pass the filters.
    function layout() {
      var words = search.value.toLowerCase(), cat = catSelect.value, out = outSelect.value, end = endSelect.value;
      var listed = [], n = 0;
      order.forEach(function (i) {
        var r = answers.rows[i];
        var visible = (!words || (r.id + " " + r.text).toLowerCase().indexOf(words) >= 0) &&
          (!cat || (r.category || "none") === cat) && (!out || r.outcome_word === out) &&
          (!end || Object.keys(r.cells).some(function (a) { return r.cells[a].status === end; }));
        if (!visible) return;
        n += 1;
        if (listed.length < answerLimit) listed.push(i);
      });
      body.textContent = "";
      listed.forEach(function (i) { body.appendChild(answerRow(i)); });
      var rest = n - listed.length;
      moreAnswers.hidden = rest <= 0;
      moreAnswers.textContent = "list " + count(Math.min(PAGE_ROWS, rest)) + " more questions (" + count(rest) + " not listed yet)";
      countNote.textContent = n + " of " + answers.rows.length + " questions shown" +
        (rest > 0 ? "; the first " + count(listed.length) + " are listed" : "");
    }
    function filterRows() { answerLimit = PAGE_ROWS; layout(); }
    [search, catSelect, outSelect, endSelect].forEach(function (c) { c.addEventListener(c === search ? "input" : "change", filterRows); });
    layout();
  }
  // A link to run n (a number, never trace text) that opens it in the run list.
  function runLink(n, label) {
    var a = el("a", null, label);
    a.href = "#run-" + Number(n);
    a.title = "open run " + Number(n);
    a.addEventListener("click", function (event) { event.preventDefault(); openRun(Number(n) - 1, true); });
    return a;
  }

  // ---------------------------------------------------------------- backtest
  function scoreTable(bt) {
    var table = el("table");
    var head = add(table, el("tr"));
    ["forecaster", "n", "Brier (lower is better)", "90% interval", "log score (higher is better)",
      "90% interval"].forEach(function (h) { add(head, el("th", null, h)); });
    bt.rows.forEach(function (r) {
      var tr = add(table, el("tr"));
      [r.name, r.n, fmt(r.brier, 3), "[" + fmt(r.brier_ci[0], 3) + ", " + fmt(r.brier_ci[1], 3) + "]",
        fmt(r.log, 3), "[" + fmt(r.log_ci[0], 3) + ", " + fmt(r.log_ci[1], 3) + "]"
      ].forEach(function (v) { add(tr, el("td", null, v)); });
    });
    return table;
  }

  function svgNode(tag, attrs, text) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, String(attrs[k])); });
    if (text !== undefined) node.textContent = plain(text, LIST_CHARS);
    return node;
  }

  // The plot's [0, 1] square sits inside its frame with a margin as wide as the largest bubble,
  // and a bubble's radius grows with the square root of its share of the largest bin's count,
  // up to that margin: so every bubble stays inside the frame, however many forecasts.
  function reliabilityDiagram(rows, size, title, id) {
    var pad = size >= 400 ? 56 : 46, frame = size - 2 * pad;
    var maxR = Math.max(6, Math.round(size * 0.045)), minR = 2.5, inner = frame - 2 * maxR;
    var svg = svgNode("svg", { width: size, height: size, viewBox: "0 0 " + size + " " + size,
      role: "img", "aria-label": "reliability diagram: " + plain(title, LIST_CHARS), "class": "reliability" });
    if (id) svg.id = id;
    function x(p) { return pad + maxR + p * inner; }
    function y(p) { return size - pad - maxR - p * inner; }
    svg.appendChild(svgNode("rect", { x: pad, y: pad, width: frame, height: frame, fill: "#fff", stroke: "#999", "class": "frame" }));
    [0, 0.2, 0.4, 0.6, 0.8, 1].forEach(function (t) {
      svg.appendChild(svgNode("line", { x1: x(t), y1: y(0) + maxR, x2: x(t), y2: y(1) - maxR, stroke: "#eee" }));
      svg.appendChild(svgNode("line", { x1: x(0) - maxR, y1: y(t), x2: x(1) + maxR, y2: y(t), stroke: "#eee" }));
      svg.appendChild(svgNode("text", { x: x(t), y: size - pad + 15, "text-anchor": "middle" }, t.toFixed(1)));
      svg.appendChild(svgNode("text", { x: pad - 6, y: y(t) + 4, "text-anchor": "end" }, t.toFixed(1)));
    });
    svg.appendChild(svgNode("line", { x1: x(0), y1: y(0), x2: x(1), y2: y(1), stroke: "#999", "stroke-dasharray": "5 4" }));
    svg.appendChild(svgNode("text", { x: size / 2, y: 18, "text-anchor": "middle", "class": "chart-title" }, title));
    svg.appendChild(svgNode("text", { x: size / 2, y: size - 10, "text-anchor": "middle" }, "mean forecast in bin"));
    svg.appendChild(svgNode("text", { x: 12, y: size / 2, "text-anchor": "middle", transform: "rotate(-90 12 " + size / 2 + ")" }, "observed YES frequency"));
    var most = Math.max.apply(null, rows.map(function (r) { return r.count; }).concat([1]));
    var points = rows.filter(function (r) { return r.count; });
    points.forEach(function (r) {
      var cx = x(r.mean_forecast), cy = y(r.observed_yes);
      var radius = minR + (maxR - minR) * Math.sqrt(r.count / most);
      var dot = svgNode("circle", { cx: cx.toFixed(1), cy: cy.toFixed(1), r: radius.toFixed(1), fill: "#3b6fd8", "fill-opacity": 0.55, stroke: "#1f4fbf", "class": "bin" });
      dot.appendChild(svgNode("title", {}, r.bin + ": " + r.count + " forecasts, mean " + fmt(r.mean_forecast, 2) + ", observed " + fmt(r.observed_yes, 2)));
      svg.appendChild(dot);
      if (size >= 400) {  // the count beside each bubble, kept inside the frame
        var right = cx + radius + 40 < pad + frame;
        svg.appendChild(svgNode("text", { x: right ? cx + radius + 3 : cx - radius - 3, y: Math.max(pad + 12, cy - 3),
          "text-anchor": right ? "start" : "end", "class": "bin-label" }, "n=" + r.count));
      }
    });
    return svg;
  }

  function simpleTable(headers, rows, cls) {
    var table = el("table", cls || null);
    var head = add(table, el("tr"));
    headers.forEach(function (h) { add(head, el("th", null, h)); });
    rows.forEach(function (row) {
      var tr = add(table, el("tr"));
      row.forEach(function (v, k) { add(tr, el("td", k ? "num" : null, v)); });
    });
    return table;
  }

  function renderBacktest(bt) {
    add(app, el("h2", null, "Backtest: scores against the baselines"));
    if (bt.missing) { add(app, el("p", "note", bt.missing)); return; }
    add(app, el("p", "note", "Scores: " + bt.source + " (90% percentile bootstrap over " +
      "questions, fixed seed). " +
      bt.n_questions + " questions scored; the panel committed on " + bt.n_answered + ". " +
      "Model knowledge cutoff recorded: " + (bt.knowledge_cutoff || "none") +
      "; questions that resolved on or before it are excluded: " +
      (bt.excluded.length ? bt.excluded.join(", ") : "none") + "."));
    if (bt.rows.length) add(app, scoreTable(bt));
    var diagnosed = bt.forecasters || [];
    if (diagnosed.length) {
      add(app, el("h3", null, "Why each Brier score is what it is (Murphy's decomposition, forecasting_agents.evaluation.brier_decomposition)"));
      add(app, el("p", "note", "Brier = reliability \u2212 resolution + uncertainty (+ the forecasts' spread within their bins, shown so the parts add up). " +
        "Reliability: how far each bin's mean forecast is from how often it came true (lower is better). Resolution: how far the bins' YES rates are from the overall rate (higher is better). " +
        "Uncertainty: the overall rate's variance, the same for every forecaster on the same questions. The panel's rows are on the answered questions; an agent's on its own committed forecasts."));
      add(app, simpleTable(["forecaster", "n", "Brier", "reliability", "resolution", "uncertainty", "within bins"],
        diagnosed.map(function (f) { var d = f.decomposition; return [f.name, d.n, fmt(d.brier, 3), fmt(d.reliability, 3), fmt(d.resolution, 3), fmt(d.uncertainty, 3), fmt(d.within_bin, 3)]; }), "decomposition"));
      add(app, el("h3", null, "Reliability of the panel and of each forecaster (10 bins, forecasting_agents.evaluation.reliability_table)"));
      var panelRow = add(app, el("div", "charts"));
      add(panelRow, reliabilityDiagram(diagnosed[0].reliability, 520, diagnosed[0].name + ", " + diagnosed[0].decomposition.n + " questions", "reliability"));
      var legend = add(panelRow, el("div", "chart-note"));
      add(legend, el("p", "note", "Each bubble is a bin: its mean forecast against how often those questions resolved YES; its area grows with how many forecasts fell in it (hover for the count). On the dashed diagonal a forecaster is calibrated."));
      add(legend, simpleTable(["bin", "count", "mean forecast", "observed YES"], diagnosed[0].reliability.filter(function (r) { return r.count; })
        .map(function (r) { return [r.bin, r.count, fmt(r.mean_forecast, 2), fmt(r.observed_yes, 2)]; }), "small"));
      var grid = add(app, el("div", "charts"));
      diagnosed.slice(1).forEach(function (f) { add(grid, reliabilityDiagram(f.reliability, 300, f.name + ", n=" + f.decomposition.n)); });
    } else {
      add(app, el("p", "note", "No committed forecast on a scored question."));
    }
    if (bt.categories && bt.categories.length) {
      add(app, el("h3", null, "Brier score by category (answered questions, forecasting_agents.evaluation.category_scores)"));
      var wrap = add(app, el("div", "scroll-x"));
      add(wrap, simpleTable(["category", "n"].concat(bt.category_names), bt.categories.map(function (c) {
        return [c.category, c.n].concat(bt.category_names.map(function (name) { return fmt(c.brier[name], 3); }));
      }), "by-category"));
    }
  }

  // ---------------------------------------------------------------- provenance and parameters
  function renderProvenance() {
    add(app, el("h2", null, "Provenance"));
    add(app, kvTable(data.provenance));
    if (data.legacy_note) add(app, el("p", "note legacy", data.legacy_note));
    add(app, el("h3", null, "Parameters (" + data.parameters.rows.length + ")"));
    add(app, kvTable(data.parameters.rows)).id = "parameters";
    var raw = add(app, el("details", "small"));
    raw.id = "parameters-raw";
    add(raw, el("summary", null, "the parameters as recorded (JSON, keys sorted)"));
    // Written out when first opened: a round's parameters can be megabytes.
    raw.addEventListener("toggle", function () { if (raw.open && raw.childNodes.length === 1) add(raw, pre(jsonText(data.parameters.raw))); });
  }

  if (data.answers && data.answers.rows.length) renderAnswers(data.answers);
  if (data.backtest) renderBacktest(data.backtest);
  renderProvenance();

  // ---------------------------------------------------------------- run list
  add(app, el("h2", null, "Runs (" + data.runs.length + ")"));
  var counts = {};
  data.runs.forEach(function (r) { counts[r.status] = (counts[r.status] || 0) + 1; });
  add(app, el("p", "note", STATUSES.map(function (s) { return s + ": " + (counts[s] || 0); }).join(" \u00b7 ") +
    ". Click a run to open its timeline."));
  var filters = add(app, el("div", "filters"));
  function selectOf(label, id, values) {
    var wrap = add(filters, el("label", null, label + " "));
    var select = add(wrap, el("select"));
    select.id = id;
    add(select, el("option", null, "all")).value = "";
    values.forEach(function (v) { var o = add(select, el("option")); o.textContent = plain(v, LIST_CHARS); o.value = v; });
    return select;
  }
  var questions = [];
  data.runs.forEach(function (r) { if (questions.indexOf(r.question) < 0) questions.push(r.question); });
  var qSelect = selectOf("question", "filter-question", questions);
  var sSelect = selectOf("ended as", "filter-status", STATUSES);
  var shown = add(filters, el("span", "note"));

  // Rows are built when first listed, and at most `runLimit` of the runs that pass the filters
  // are listed at once (a button lists more): a backtest of thousands of runs opens at once.
  var table = add(add(app, el("div", "scroll-x")), el("table"));  // wide: scrolls, not the page
  table.id = "runs";
  var head = add(add(table, el("thead")), el("tr"));
  ["#", "question", "agent", "ended as", "probability or reason", "outcome", "decided by", "calls", "searches", "tokens"]
    .forEach(function (h) { add(head, el("th", null, h)); });
  var runBody = add(table, el("tbody"));
  var runLimit = PAGE_ROWS;
  var moreRuns = add(app, button("more-rows", function () { runLimit += PAGE_ROWS; applyFilters(); }));
  moreRuns.id = "more-runs";
  var rows = data.runs.map(function () { return { tr: null, detail: null }; });
  function rowOf(i) {
    var row = rows[i];
    if (row.tr) return row;
    var run = data.runs[i], tr = el("tr", "run");
    tr.id = "run-" + run.n;
    tr.dataset.index = String(i);
    var outcome = run.status === "forecast" ? "p(yes) = " + fmt(run.p_yes, 3) : clip(run.reason, LIST_REASON_CHARS);
    [run.n, run.question, run.agent, run.status, outcome, run.outcome, run.ended_by, run.n_calls, run.n_searches, run.tokens]
      .forEach(function (v, k) { add(tr, el("td", k === 3 ? "nowrap " + statusClass(run.status) : k === 5 ? "nowrap " + outcomeClass(run.outcome) : k === 4 || k === 6 ? null : "nowrap", clip(v, LIST_CHARS))); });
    tr.addEventListener("click", function () { toggle(i); });
    row.tr = tr;
    return row;
  }

  // The run an address opened (#status=abstained&run=37) stays shown even where the filters
  // would hide it, until the reader changes a filter: opening it must show it.
  var pinned = -1;
  function applyFilters() {
    var q = qSelect.value, s = sSelect.value, kept = false, listed = [];
    var matching = 0;
    data.runs.forEach(function (run, i) {
      var matches = (!q || run.question === q) && (!s || run.status === s);
      if (!matches && i !== pinned) return;
      if (!matches) kept = true;
      matching += 1;
      if (listed.length < runLimit || i === pinned) listed.push(i);
    });
    runBody.textContent = "";
    listed.forEach(function (i) {
      var row = rowOf(i);
      runBody.appendChild(row.tr);
      if (row.detail && row.tr.classList.contains("open")) runBody.appendChild(row.detail);
    });
    var rest = matching - listed.length;
    moreRuns.hidden = rest <= 0;
    moreRuns.textContent = "list " + count(Math.min(PAGE_ROWS, rest)) + " more runs (" + count(rest) + " not listed yet)";
    shown.textContent = matching + " of " + data.runs.length + " runs shown" + (kept ?
      " (run " + data.runs[pinned].n + " is shown because the address opened it, though the filters exclude it)" : "") +
      (rest > 0 ? "; the first " + count(listed.length) + " are listed" : "");
  }
  function onFilter() { pinned = -1; runLimit = PAGE_ROWS; applyFilters(); }
  qSelect.addEventListener("change", onFilter);
  sSelect.addEventListener("change", onFilter);

  // Open run i (from 0) and show it, whatever the filters (as an address does); scroll to it.
  function openRun(i, scroll) {
    if (!rows[i]) return;
    pinned = i;
    applyFilters();
    if (!rows[i].tr.classList.contains("open")) toggle(i);
    if (scroll) rows[i].tr.scrollIntoView();
    try { history.replaceState(null, "", "#run-" + data.runs[i].n); } catch (e) { /* a sandboxed view */ }
  }

  function toggle(i) {
    var row = rows[i];
    if (!row.detail) {
      row.detail = el("tr", "detail-row");
      var td = add(row.detail, el("td", "detail"));
      td.colSpan = 10;
      var run = data.runs[i];
      run.steps = resolve(run.steps);  // resolved and built on first open only
      run.artifact = resolve(run.artifact);
      renderRun(td, run);
      if (row.tr.parentNode) row.tr.parentNode.insertBefore(row.detail, row.tr.nextSibling);
      row.tr.classList.add("open");
      return;
    }
    var open = !row.tr.classList.contains("open");
    row.tr.classList.toggle("open", open);
    row.detail.classList.toggle("hidden", !open);
    if (open && row.tr.parentNode && row.detail.parentNode !== row.tr.parentNode) {
      row.tr.parentNode.insertBefore(row.detail, row.tr.nextSibling);  // listed again since
    }
  }

  // ---------------------------------------------------------------- one run
  function renderRun(td, run) {
    add(td, el("h3", null, "Run " + run.n + ": " + run.label));
    add(td, kvTable([
      ["ended as", run.status],
      ["decided by", run.ended_by],
      ["probability", run.p_yes === null ? "none (only a forecast carries one)" : fmt(run.p_yes, 3)],
      ["outcome of " + run.question, run.outcome],
      ["documents cited", run.n_cited ? run.n_cited + " (marked “cited” in the search tables below)" : "none recorded"],
      ["rationale or reason", run.reason]
    ]));
    if (run.pairing) add(td, el("p", "gate-refuse", "Warning: the model calls and searches below were matched to this run by label and may not be its own: " + run.pairing));
    if (!run.steps.length) add(td, el("p", "note", "No step recorded."));
    run.steps.forEach(function (step) { add(td, renderStep(step)); });
    add(td, el("div", "msg-role", "final artifact (as recorded, without its steps):"));
    add(td, pre(jsonText(run.artifact)));
  }

  function renderStep(step) {
    var box = el("div", "step");
    add(box, el("div", "step-head", (step.step === null ? "unpaired record" : "step " + step.step) + ": " + step.action));
    if (step.llm) renderCall(box, step.llm);
    if (step.search) renderSearch(box, step.search);
    if (step.gate) {
      add(box, el("div", step.gate.passed ? "gate-pass" : "gate-refuse",
        step.gate.passed ? "gates: passed" : "gates: refused the forecast; the model was told:"));
      add(box, pre(step.gate.text));
    }
    return box;
  }

  function renderCall(box, call) {
    add(box, el("div", "small", "model call " + call.index + ": " + call.model +
      " (reported: " + (call.response_model || "none") + ", " + call.mode + ", json_mode " + call.json_mode +
      ") \u00b7 tokens " + call.prompt_tokens + " + " + call.completion_tokens +
      " \u00b7 " + call.duration_ms + " ms"));
    add(box, el("div", "small", call.settings === null ? "settings: unchanged since the previous call" : "settings: " + call.settings));
    var prompt = call.prompt;
    if (prompt.kind === "full") {
      add(box, el("div", "small", "prompt (first call of this run, in full):"));
      prompt.messages.forEach(function (m) { addMessage(box, m); });
    } else if (prompt.kind === "appended") {
      add(box, el("div", "small", "new in the prompt since the previous call (the first " + prompt.kept + " messages are unchanged):"));
      prompt.messages.forEach(function (m) { addMessage(box, m); });
    } else {
      add(box, el("div", "small", "the prompt differs from the previous call's (unified diff):"));
      var diff = add(box, el("pre"));
      prompt.lines.forEach(function (line) {
        var cls = line.charAt(0) === "+" ? "diff-add" : line.charAt(0) === "-" ? "diff-del" : null;
        add(diff, el("span", cls, line + "\n"));
      });
    }
    if (call.error) {
      add(box, el("div", "gate-refuse", "error: " + call.error.type));
      add(box, pre(call.error.message));
    } else {
      add(box, el("div", "msg-role", "reply:"));
      add(box, pre(call.reply));
    }
    var wire = add(box, el("details", "small"));
    add(wire, el("summary", null, "request on the wire, JSON schema, HTTP attempts"));
    [["request", call.request], ["json_schema", call.json_schema], ["attempts", call.attempts]]
      .forEach(function (kv) { add(wire, el("div", "msg-role", kv[0])); add(wire, pre(typeof kv[1] === "string" ? kv[1] : jsonText(kv[1]))); });
  }

  function addMessage(box, m) {
    if (m.echo) {
      add(box, el("div", "echo", "[" + m.role + "] the previous reply, sent back unchanged"));
      return;
    }
    add(box, el("div", "msg-role", "[" + m.role + "]"));
    add(box, pre(m.content));
  }

  function renderSearch(box, s) {
    add(box, el("div", "small", "search " + s.index + " via " + s.client + ": \u201c" + s.query +
      "\u201d \u00b7 cutoff " + (s.cutoff || "none") + " \u00b7 max " + s.max_results + " \u00b7 " + s.duration_ms + " ms"));
    if (s.error) {
      add(box, el("div", "gate-refuse", "search error: " + s.error.type));
      add(box, pre(s.error.message));
      return;
    }
    var table = add(box, el("table", "small"));
    var head = add(table, el("tr"));
    ["document", "published vs cutoff", "outcome", "control and why", "decided by"].forEach(function (h) { add(head, el("th", null, h)); });
    s.docs.forEach(function (d) {
      var tr = add(table, el("tr", d.outcome === "kept" ? "doc-kept" : d.outcome === "removed" ? "doc-removed" : null));
      var cell = add(tr, el("td"));
      if (d.cited) { tr.classList.add("doc-cited"); add(cell, el("span", "cited", "cited")); }
      add(cell, el("div", "msg-role", (d.id ? "[" + d.id + "] " : "") + d.title));
      add(cell, el("div", "note", d.url));
      add(cell, el("div", null, d.snippet));
      (d.flags || []).forEach(function (f) { add(cell, el("div", "gate-refuse", "flag: " + f)); });
      add(tr, el("td", null, (d.published || "no date") + " \u2192 " + d.dating));
      var outcome = d.outcome === "unknown" ? "returned (no step to compare)" : d.outcome;
      add(tr, el("td", "nowrap", outcome));
      var why = d.control ? d.control + ": " + d.why : (s.decided ? (d.why || "passed every control") : "no control objects");
      if (d.outcome === "kept" && d.control) why += " (this control was not applied in this run)";
      var whyCell = add(tr, el("td", null, why));
      (d.leak || []).forEach(function (l) {
        add(whyCell, el("div", "note", "date " + l.expression + ": " + l.verdict + " by rule " + l.rule + (l.cue ? " (cue: " + l.cue + ")" : "") +
          (l.context ? ", in \u201c" + l.context + "\u201d" : "")));
      });
      if (d.outcome === "removed" && d.changes) add(whyCell, el("div", "note", "changed by: " + d.changes));
      add(tr, el("td", null, d.decided_by || "-"));
    });
    if (!s.docs.length) add(box, el("p", "note", "The search returned nothing."));
  }

  // ---------------------------------------------------------------- records outside any run
  if (data.other_calls.length || data.other_searches.length) {
    add(app, el("h2", null, "Records outside any agent run"));
    data.other_calls.forEach(function (call) { var b = add(app, el("div", "step")); renderCall(b, call); });
    data.other_searches.forEach(function (s) { var b = add(app, el("div", "step")); renderSearch(b, s); });
  }

  // The address can open a run and set the filters: #run-37, or #status=abstained&run=37.
  var hash = location.hash.replace(/^#/, ""), wanted = {};
  var short = /^run-(\d+)$/.exec(hash);
  if (short) wanted.run = short[1];
  else new URLSearchParams(hash).forEach(function (value, key) { wanted[key] = value; });
  if (questions.indexOf(wanted.question) >= 0) qSelect.value = wanted.question;
  if (STATUSES.indexOf(wanted.status) >= 0) sSelect.value = wanted.status;
  var index = Number(wanted.run) - 1;
  if (rows[index]) pinned = index;
  applyFilters();
  if (pinned >= 0) toggle(pinned);  // #run-N: the browser then scrolls to it itself
  if (pinned >= 0 && !short) rows[pinned].tr.scrollIntoView();
  window.addEventListener("hashchange", function () {
    var m = /^#run-(\d+)$/.exec(location.hash);
    if (m) openRun(Number(m[1]) - 1, true);
  });
  // Lay the page out now (reading offsetHeight forces it), so that "ready" below includes the
  // layout of everything built, which is where a huge text would cost, not only building it.
  void document.body.offsetHeight;
  // Time since navigation start (HTML and JSON parsed, page built, laid out) and of this script.
  document.documentElement.setAttribute("data-ready-ms", String(Math.round(performance.now())));
  document.documentElement.setAttribute("data-script-ms", String(Math.round(performance.now() - started)));
  document.documentElement.setAttribute("data-ready", "1");
})();
