// The players' page: follows the chase through server-sent events and draws each view.
// Every text from the chase is written with textContent or as an SVG text node, never as markup.
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const $ = (id) => document.getElementById(id);
  // Larger type on a TV, where the drawing is seen from across the room; names are cut to the
  // room their column has at that size.
  const K = window.matchMedia("(min-width: 1200px)").matches ? 1.6 : 1;
  const fs = (size) => Math.round(size * K);
  const roomOf = () => $("ground").clientWidth || 1800;
  const fits = (room, size) => Math.max(5, Math.floor(room / (fs(size) * 0.56)));

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function svg(tag, attrs, text) {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, String(value));
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  // A name cut to `max` characters, the whole of it kept as the element's tooltip.
  function label(parent, attrs, text, max) {
    const whole = String(text);
    const shown = whole.length > max ? whole.slice(0, Math.max(1, max - 1)) + "…" : whole;
    const node = svg("text", attrs, shown);
    if (shown !== whole) node.appendChild(svg("title", {}, whole));
    parent.appendChild(node);
    return node;
  }

  // `text` over at most `most` lines of at most `max` characters, broken between words; a
  // word too long for a line, or words left over, are cut with "…".
  function wrapped(text, max, most) {
    const lines = [];
    for (const word of String(text).split(" ")) {
      const last = lines.length - 1;
      if (last >= 0 && lines[last].length + 1 + word.length <= max) lines[last] += " " + word;
      else lines.push(word);
    }
    if (lines.length <= most) return lines.map((line) => line.length > max ? line.slice(0, max - 1) + "…" : line);
    const kept = lines.slice(0, most);
    const end = kept[most - 1];
    kept[most - 1] = (end.length + 2 > max ? end.slice(0, Math.max(1, max - 2)) : end) + " …";
    return kept;
  }

  // A label over several lines (see `wrapped`), the first at `attrs.y`, the next `step` below
  // (or above, for a negative step); the whole in a tooltip when anything was cut.
  function lines(parent, attrs, text, max, most, step) {
    const whole = String(text);
    const shown = wrapped(whole, max, most);
    const node = svg("text", attrs);
    shown.forEach((line, i) => {
      const span = svg("tspan", { x: attrs.x, y: attrs.y + (step < 0 ? (i - shown.length + 1) * -step : i * step) }, line);
      node.appendChild(span);
    });
    if (shown.join(" ") !== whole) node.appendChild(svg("title", {}, whole));
    parent.appendChild(node);
    return shown.length;
  }

  function canvas(width, height) {
    const node = svg("svg", {
      viewBox: `0 0 ${width} ${height}`,
      width: width,
      height: height,
      role: "img",
    });
    node.style.minWidth = Math.min(width, 360) + "px";
    return node;
  }

  // Call of Cthulhu: the track of locations, forks as rows under the way they leave.
  function drawCoc(ground) {
    const places = new Map(ground.locations.map((p) => [p.at, p]));
    const column = new Map();
    const row = new Map();
    ground.ways.forEach((way, index) => {
      const start = way.fork !== null && column.has(way.fork) ? column.get(way.fork) + 1 : 0;
      way.path.forEach((at, i) => {
        if (!column.has(at)) {
          column.set(at, start + i);
          row.set(at, index);
        }
      });
    });
    const most = Math.max(1, ...ground.locations.map((p) => p.here.length));
    const rows = Math.max(1, ground.ways.length);
    const columns = Math.max(1, ...column.values()) + 1;
    // A phone scrolls along the track; a TV spreads it over its width, names cut the least.
    const gap = K > 1 ? Math.max(130, Math.floor((roomOf() - 20) / columns)) : 130;
    // A place's name and a hazard's take up to two lines each on a phone and three on a TV,
    // broken between words, and their type is made smaller (down to a floor) where the longest
    // word would not fit in a column: the row keeps room for every line.
    const wrap = K > 1 ? 3 : 2;
    const longestWord = (names) => Math.max(1, ...names.flatMap((name) => name.split(" ").map((word) => word.length)));
    const sized = (size, room, names) =>
      Math.max(fs(size) * 0.75, Math.min(fs(size), Math.floor(room / (longestWord(names) * 0.56))));
    const seen = ground.locations.filter((p) => p.seen);
    const nameSize = sized(14, gap - 6, seen.filter((p) => p.name).map((p) => p.name));
    const hurdleSize = sized(13, gap - 4, seen.filter((p) => p.ahead).map((p) => "~" + p.ahead.name + "~"));
    const perLine = (room, px) => Math.max(5, Math.floor(room / (px * 0.56)));
    const nameLine = nameSize + 2;
    const hurdleLine = hurdleSize + 2;
    const rowHeight = 70 + (wrap - 1) * (hurdleLine + nameLine) + (most + 1) * fs(22);
    const width = columns * gap;
    const height = rows * rowHeight + fs(13) + 10;
    const root = canvas(width, height);
    const x = (at) => gap / 2 + column.get(at) * gap;
    // The first line of a hazard's name stands wholly inside the drawing.
    const top = 38 + fs(13) + (wrap - 1) * hurdleLine;
    const y = (at) => top + row.get(at) * rowHeight;
    ground.ways.forEach((way) => {
      const path = way.fork !== null && column.has(way.fork) ? [way.fork].concat(way.path) : way.path;
      for (let i = 0; i + 1 < path.length; i++) {
        const a = path[i];
        const b = path[i + 1];
        if (!column.has(a) || !column.has(b)) continue;
        root.appendChild(svg("path", { class: "line", d: `M${x(a)} ${y(a)} L${x(a) + 20} ${y(b)} L${x(b)} ${y(b)}` }));
      }
      if (way.name && way.path.length > 0 && column.has(way.path[0])) {
        label(root, { x: x(way.path[0]) - 40, y: y(way.path[0]) - 26, class: "dim", "font-size": fs(12) }, "way: " + way.name, 22);
      }
    });
    for (const [at, place] of places) {
      if (!column.has(at)) continue;
      const cx = x(at);
      const cy = y(at);
      root.appendChild(svg("text", { x: cx, y: cy - 14, "text-anchor": "middle", class: "dim", "font-size": fs(13) }, at));
      if (!place.seen) {
        root.appendChild(svg("circle", { cx: cx, cy: cy, r: 7, class: "unseen" }));
        root.appendChild(svg("text", { x: cx, y: cy + 26, "text-anchor": "middle", class: "dim", "font-size": fs(15) }, "?"));
        continue;
      }
      root.appendChild(svg("circle", { cx: cx, cy: cy, r: 8, class: "dot" }));
      if (place.name) lines(root, { x: cx, y: cy + 26, "text-anchor": "middle", "font-size": nameSize }, place.name, perLine(gap - 6, nameSize), wrap, nameLine);
      if (place.ahead) {
        const hurdle = place.ahead;
        const mx = cx + gap / 2;
        const sign = hurdle.kind === "barrier" ? "#" : "~";
        lines(root, { x: mx, y: cy - 34, "text-anchor": "middle", class: hurdle.kind, "font-size": hurdleSize },
          `${sign}${hurdle.name}${sign}`, perLine(gap - 4, hurdleSize), wrap, -hurdleLine);
        // Its skills and difficulty; where they do not fit, the difficulty first, so that it is
        // the skills that are cut.
        const skills = hurdle.skills.length ? hurdle.skills.join("/") : "any skill";
        const room = fits(gap - 30, 11);
        const how = skills.length + 3 + hurdle.difficulty.length <= room
          ? skills + " · " + hurdle.difficulty
          : hurdle.difficulty + " · " + skills;
        label(root, { x: mx, y: cy - 10, "text-anchor": "middle", class: hurdle.kind, "font-size": fs(11) }, how, room);
      }
      place.here.forEach((who, i) => {
        const node = label(root, { x: cx - 8, y: cy + 30 + (wrap - 1) * nameLine + fs(22) * (i + 1), class: who.side, "font-size": fs(15) }, who.shape + who.name, fits(gap - 4, 15));
        node.setAttribute("data-name", who.name);
      });
    }
    return [root];
  }

  // The chase track: a number line with obstacles, the escape line, the haven and everyone.
  function drawTrack(ground) {
    const count = ground.high - ground.low + 1;
    const gap = K > 1
      ? Math.max(56, Math.floor((roomOf() - 60) / Math.max(1, count)))
      : Math.max(56, Math.min(80, Math.floor(1700 / Math.max(1, count))));
    const at = new Map();
    for (const p of ground.positions) {
      if (!at.has(p.at)) at.set(p.at, []);
      at.get(p.at).push(p);
    }
    const most = Math.max(1, ...[...at.values()].map((list) => list.length));
    const width = count * gap + 60;
    const height = 80 + (most + 1) * fs(22);
    const root = canvas(width, height);
    const x = (space) => 30 + (space - ground.low) * gap;
    const lineY = 40 + fs(30);
    root.appendChild(svg("line", { x1: x(ground.low), y1: lineY, x2: x(ground.high), y2: lineY, class: "line" }));
    for (let space = ground.low; space <= ground.high; space++) {
      root.appendChild(svg("circle", { cx: x(space), cy: lineY, r: 6, class: "dot" }));
      root.appendChild(svg("text", { x: x(space), y: lineY - 14, "text-anchor": "middle", class: "dim", "font-size": fs(13) }, space));
    }
    const marks = new Map();
    const mark = (space, text, cls) => {
      const n = marks.get(space) || 0;
      marks.set(space, n + 1);
      label(root, { x: x(space), y: lineY - 30 - n * fs(15), "text-anchor": "middle", class: cls, "font-size": fs(12) }, text, fits(gap - 4, 12));
    };
    for (const o of ground.obstacles) mark(o.at, "#" + (o.what || o.against), "barrier");
    if (ground.escape !== null && ground.escape >= ground.low && ground.escape <= ground.high) mark(ground.escape, "escape", "hazard");
    if (ground.haven !== null && ground.haven >= ground.low && ground.haven <= ground.high) mark(ground.haven, "haven", "hazard");
    for (const [space, list] of at) {
      list.forEach((p, i) => {
        const shape = p.side === "chaser" ? "▶" : "◆";
        const node = label(root, { x: x(space) - 6, y: lineY + 10 + fs(22) * (i + 1), class: p.running ? p.side : "dim", "font-size": fs(15) },
          shape + p.name, fits(gap - 4, 15));
        node.setAttribute("data-name", p.name);
      });
    }
    return [root];
  }

  // Segments of a clock in a row: filled ones coloured, obstacles as marks between two.
  function clockBar(root, clock, y, obstacles, nameWidth) {
    const size = segmentSize(clock.segments, nameWidth);
    label(root, { x: 4, y: y + size * 0.75, class: clock.role, "font-size": fs(15) }, clock.shape + " " + clock.name,
      fits(nameWidth - 8, 15));
    for (let i = 0; i < clock.segments; i++) {
      const cls = i < clock.filled ? `seg full ${clock.role}` : "seg";
      root.appendChild(svg("rect", { x: nameWidth + i * (size + 4), y: y, width: size, height: size, rx: 3, class: cls }));
    }
    for (const o of obstacles) {
      const mx = nameWidth + o.after * (size + 4) - 2;
      root.appendChild(svg("line", { x1: mx, y1: y - 3, x2: mx, y2: y + size + 3, class: "mark" }));
    }
    root.appendChild(svg("text", { x: nameWidth + clock.segments * (size + 4) + 8, y: y + size * 0.75, "font-size": fs(14), class: "dim" },
      `${clock.filled}/${clock.segments}`));
    if (clock.acting) {
      root.appendChild(svg("rect", { x: 0, y: y - 4, width: 6, height: size + 8, class: "seg full" }));
    }
    return size;
  }

  // A segment's side: large on a TV; on a phone as large as lets the bar fit the screen.
  function segmentSize(segments, nameWidth) {
    const count = Math.max(1, segments);
    if (K > 1) return Math.max(14, Math.min(34, Math.floor(900 / count)));
    return Math.max(8, Math.min(30, Math.floor((roomOf() - nameWidth - 50) / count) - 4));
  }

  // Position clocks: one bar per character, grouped by path; the timer above them.
  function drawClocks(ground) {
    const nameWidth = K > 1 ? 260 : 110;
    const size = segmentSize(ground.segments, nameWidth);
    let rows = ground.timer ? 1 : 0;
    for (const lane of ground.paths) rows += lane.clocks.length;
    const pathParts = (lane) => [lane.name, lane.terrain].concat(
      lane.obstacles.map((o) => `┃${o.name} DC ${o.dc}${o.open ? " (open)" : ""}`));
    // The drawing is as wide as its clocks, or as its longest path's words where the page has
    // the room (a TV); where it has not (a phone), a path's words go on as many lines as they
    // need, broken between its parts, so that no obstacle is cut.
    const longest = Math.max(0, ...ground.paths.map((lane) => pathParts(lane).join(" · ").length));
    const bars = nameWidth + ground.segments * (size + 4) + 60;
    const width = Math.max(bars, Math.min(roomOf(), Math.ceil(longest * fs(14) * 0.56) + 12));
    const per = fits(width - 8, 14);
    const linesOf = (lane) => {
      const lines = [];
      for (const part of pathParts(lane)) {
        const last = lines.length - 1;
        if (last >= 0 && lines[last].length + 3 + part.length <= per) lines[last] += " · " + part;
        else lines.push(part);
      }
      return lines;
    };
    const wordLines = ground.paths.map(linesOf);
    const lineCount = wordLines.reduce((sum, lines) => sum + lines.length, 0);
    const height = rows * (size + 16) + lineCount * (fs(14) + 4) + ground.paths.length * 8 + 20;
    const root = canvas(width, height);
    let y = 10;
    if (ground.timer) {
      clockBar(root, ground.timer, y, [], nameWidth);
      y += size + 16;
    }
    ground.paths.forEach((lane, index) => {
      // A part longer than a whole line (a long name) is cut, the whole in a tooltip.
      for (const line of wordLines[index]) {
        label(root, { x: 4, y: y + fs(14), class: "dim", "font-size": fs(14) }, line, per);
        y += fs(14) + 4;
      }
      y += 8;
      for (const clock of lane.clocks) {
        clockBar(root, clock, y, lane.obstacles, nameWidth);
        y += size + 16;
      }
    });
    return [root];
  }

  // GURPS: the range bands as a ladder, the pursuer at its foot and the quarry at the band.
  function drawGurps(ground) {
    if (K === 1) return drawGurpsUpright(ground);
    const cell = 200;
    // The pursuer's words take the room their type needs on the left, and each line sits a
    // line of that type below the one before, so that nothing runs into the ladder.
    const pursuerLines = [
      ["▶ " + ground.pursuer.name, 16, "pursuer"],
      ["leads: " + ground.pursuer.leader, 13, "dim"],
      ["maneuver: " + ground.pursuer.maneuver, 13, "dim"],
    ];
    const left = Math.max(230, 30 + Math.ceil(Math.max(...pursuerLines.map(([text, size]) =>
      Math.min(text.length, 28) * fs(size) * 0.56))));
    const quarryTop = 74 + fs(16) + 6;
    const height = quarryTop + fs(13) * 2 + 24;
    const width = left + ground.bands.length * cell + 120;
    const root = canvas(width, height);
    let y = 14;
    for (const [text, size, cls] of pursuerLines) {
      y += fs(size) + 4;
      label(root, { x: 10, y: y, class: cls, "font-size": fs(size) }, text, 28);
    }
    ground.bands.forEach((band, i) => {
      const bx = left + i * cell;
      const now = band === ground.band;
      root.appendChild(svg("rect", { x: bx, y: 14, width: cell - 10, height: 60, rx: 8, class: now ? "band now" : "band" }));
      root.appendChild(svg("text", { x: bx + (cell - 10) / 2, y: 50, "text-anchor": "middle", "font-size": fs(17), class: now ? "" : "dim" }, band));
      if (now) {
        label(root, { x: bx + 6, y: quarryTop, class: "quarry", "font-size": fs(16) }, "◆ " + ground.quarry.name, 20);
        label(root, { x: bx + 6, y: quarryTop + fs(13) + 6, class: "dim", "font-size": fs(13) }, "leads: " + ground.quarry.leader, 24);
        label(root, { x: bx + 6, y: quarryTop + 2 * (fs(13) + 6), class: "dim", "font-size": fs(13) }, "maneuver: " + ground.quarry.maneuver, 24);
      }
    });
    root.appendChild(svg("text", { x: left + ground.bands.length * cell + 4, y: 50, class: "dim", "font-size": fs(15) }, "| escape"));
    if (ground.last_shift !== 0) {
      const words = ground.last_shift < 0 ? `← closed ${-ground.last_shift}` : `→ opened ${ground.last_shift}`;
      root.appendChild(svg("text", { x: 10, y: y + fs(15) + 14, class: "hazard", "font-size": fs(15) }, words));
    }
    return [root];
  }

  // GURPS on a phone: the ladder upright, Close at the foot by the pursuer, escape at the top.
  function drawGurpsUpright(ground) {
    const rowH = 44;
    const bx = 10;
    const bw = 120;
    const n = ground.bands.length;
    const foot = 30 + n * rowH;
    const root = canvas(360, foot + 76);
    root.appendChild(svg("text", { x: bx, y: 18, class: "dim", "font-size": 14 }, "↑ escape"));
    ground.bands.slice().reverse().forEach((band, i) => {
      const y = 26 + i * rowH;
      const now = band === ground.band;
      root.appendChild(svg("rect", { x: bx, y: y, width: bw, height: rowH - 6, rx: 6, class: now ? "band now" : "band" }));
      root.appendChild(svg("text", { x: bx + bw / 2, y: y + rowH / 2 + 3, "text-anchor": "middle", "font-size": 15, class: now ? "" : "dim" }, band));
      if (now) {
        label(root, { x: bx + bw + 10, y: y + 15, class: "quarry", "font-size": 15 }, "◆ " + ground.quarry.name, 24);
        label(root, { x: bx + bw + 10, y: y + 33, class: "dim", "font-size": 12 },
          `${ground.quarry.leader} · ${ground.quarry.maneuver}`, 34);
      }
    });
    label(root, { x: bx, y: foot + 20, class: "pursuer", "font-size": 15 }, "▶ " + ground.pursuer.name, 24);
    label(root, { x: bx, y: foot + 40, class: "dim", "font-size": 12 },
      `leads: ${ground.pursuer.leader} · maneuver: ${ground.pursuer.maneuver}`, 52);
    if (ground.last_shift !== 0) {
      const words = ground.last_shift < 0 ? `← closed ${-ground.last_shift}` : `→ opened ${ground.last_shift}`;
      root.appendChild(svg("text", { x: bx, y: foot + 62, class: "hazard", "font-size": 13 }, words));
    }
    return [root];
  }

  // Savage Worlds: each participant's action card, its discards and the range it gives.
  function drawSavage(ground) {
    // The cards and the room under them grow with the type (a TV's is larger), so that a face
    // like "10♥" stays inside its card.
    const u = (n) => Math.round(n * K);
    const cardW = u(64);
    const cardH = u(88);
    const cell = u(150);
    const under = u(96);
    const perRow = Math.max(1, Math.min(ground.hands.length, K > 1 ? 10 : 2));
    const rows = Math.max(1, Math.ceil(ground.hands.length / perRow));
    const width = perRow * cell + 20;
    const height = rows * (cardH + under) + 10;
    const root = canvas(width, height);
    ground.hands.forEach((hand, i) => {
      const cx = 10 + (i % perRow) * cell;
      const cy = 10 + Math.floor(i / perRow) * (cardH + under);
      root.appendChild(svg("rect", { x: cx, y: cy, width: cardW, height: cardH, rx: u(7), class: hand.card ? "card" : "card none" }));
      if (hand.acting) {
        root.appendChild(svg("rect", { x: cx - 4, y: cy - 4, width: cardW + 8, height: cardH + 8, rx: u(9), class: "acting-ring" }));
      }
      const face = hand.card || (hand.rides_with ? "↳" : "?");
      root.appendChild(svg("text", {
        x: cx + cardW / 2, y: cy + cardH / 2 + u(9), "text-anchor": "middle", "font-size": fs(26),
        class: hand.card ? (hand.red ? "face red" : "face") : "dim",
      }, face));
      if (hand.discarded.length) {
        root.appendChild(svg("text", { x: cx + cardW + 6, y: cy + u(18), class: "dim", "font-size": fs(13) }, hand.discarded.join(" ")));
      }
      label(root, { x: cx, y: cy + cardH + u(22), class: hand.running ? hand.side : "dim", "font-size": fs(15) }, hand.name, 16);
      const range = hand.rides_with ? "with " + hand.rides_with : hand.range || "";
      label(root, { x: cx, y: cy + cardH + u(42), class: "dim", "font-size": fs(13) }, range, 20);
      if (hand.reach) label(root, { x: cx, y: cy + cardH + u(60), class: "dim", "font-size": fs(12) }, hand.reach, 22);
    });
    return [root];
  }

  const DRAW = { coc7: drawCoc, track: drawTrack, clocks: drawClocks, gurps: drawGurps, savage: drawSavage };

  function drawOrder(order) {
    const items = order.map((entry) => {
      const item = el("li", entry.side + (entry.acting ? " acting" : ""));
      item.appendChild(el("span", "name", entry.name));
      item.appendChild(document.createTextNode(" "));
      item.appendChild(el("span", "side", entry.side));
      if (entry.numbers.length) {
        item.appendChild(document.createTextNode(" "));
        item.appendChild(el("span", "numbers", entry.numbers.join(" · ")));
      }
      if (entry.status) item.appendChild(el("span", "status", entry.status));
      return item;
    });
    $("order").replaceChildren(...items);
  }

  function drawLog(lines) {
    $("log").replaceChildren(...lines.map((line) => el("li", "", line)));
  }

  // A drawing wider than the screen (a phone along a long track) scrolls so that whoever is
  // acting stands a third of the way in, as the keeper's track keeps its cursor; where they are
  // already in view, or nobody is acting, the scroll the player chose is left alone.
  function keepInView(ground, order) {
    const acting = order.find((entry) => entry.acting);
    if (!acting || ground.scrollWidth <= ground.clientWidth) return;
    const mark = [...ground.querySelectorAll("[data-name]")].find((node) => node.getAttribute("data-name") === acting.name);
    if (!mark) return;
    const box = mark.getBoundingClientRect();
    const room = ground.getBoundingClientRect();
    if (box.left >= room.left && box.right <= room.right) return;
    ground.scrollLeft += box.left - room.left - room.width / 3;
  }

  function show(view) {
    document.title = view.title ? `${view.title} · the players' view` : "The chase";
    $("title").textContent = view.title || "The chase";
    $("system").textContent = view.system_title || "";
    $("round").textContent = view.round || "";
    $("turn").textContent = view.turn || "";
    const outcome = $("outcome");
    outcome.hidden = !view.outcome;
    outcome.textContent = view.outcome ? "The chase is over: " + view.outcome : "";
    const draw = view.ground && DRAW[view.ground.kind];
    const ground = $("ground");
    ground.className = view.ground ? "ground-" + view.ground.kind + (view.ground.kind === "clocks" || view.ground.kind === "savage" ? " stacked" : "") : "";
    ground.replaceChildren(...(draw ? draw(view.ground) : []));
    keepInView(ground, view.order || []);
    drawOrder(view.order || []);
    drawLog(view.log || []);
  }

  function connect() {
    const source = new EventSource("events");
    source.addEventListener("view", (event) => {
      $("badge").hidden = true;
      try {
        show(JSON.parse(event.data));
      } catch (error) {
        $("turn").textContent = "Could not read the chase: " + error;
      }
    });
    source.addEventListener("open", () => { $("badge").hidden = true; });
    // The browser tries again by itself; the badge says so meanwhile.
    source.addEventListener("error", () => { $("badge").hidden = false; });
  }

  // The view as it stands, drawn before the page counts as loaded (a screenshot or a slow phone
  // shows the chase at once, not "waiting"); the stream brings every view after it.
  function first() {
    try {
      const request = new XMLHttpRequest();
      request.open("GET", "view", false);
      request.send();
      if (request.status === 200) show(JSON.parse(request.responseText));
    } catch (error) {
      $("badge").hidden = false;
    }
  }

  first();
  connect();
})();
