"use strict";
const $ = (id) => document.getElementById(id);
const address = new URLSearchParams(location.search);
const keys = ["device", "orientation", "scheme", "size", "direction", "locale", "look"];
const choice = { only: new Set((address.get("only") || "").split(",").filter((s) => s)) };
for (const key of keys) choice[key] = address.get(key) || "";
if (choice.scheme !== "dark") choice.scheme = "light";
let shown = -1, previews = [], choicesFilled = false;
const tiles = new Map();

function element(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children) node.append(child);
  return node;
}
function writeAddress() {
  const query = new URLSearchParams();
  for (const key of keys) if (choice[key] && !(key === "scheme" && choice.scheme === "light")) query.set(key, choice[key]);
  if (choice.only.size) query.set("only", [...choice.only].join(","));
  const text = query.toString();
  history.replaceState(null, "", location.pathname + (text ? "?" + text : "") + location.hash);
}
function options(key, first, names) {
  const known = names.includes(choice[key]) || !choice[key] ? names : names.concat([choice[key]]);
  $(key).replaceChildren(...first.concat(known.map((name) => element("option", { value: name, textContent: name }))));
  $(key).value = choice[key];
}
function fillChoices(state) {
  if (!state.devices.length) return;
  if (!choicesFilled) {
    choicesFilled = true;
    options("device", [...$("device").options], state.devices);
    options("orientation", [...$("orientation").options], state.orientations);
    options("size", [...$("size").options], state.sizes || []);
    for (const key of keys) {
      $(key).value = choice[key];
      $(key).addEventListener("change", () => { choice[key] = $(key).value; writeAddress(); refreshAll(); });
    }
  }
  options("locale", [$("locale").options[0]], state.languages || []);
  const notes = state.notes || [];
  $("notes").hidden = !notes.length;
  $("notes").textContent = notes.join(" ");
}
function pictureAddress(id) {
  const query = new URLSearchParams({ id });
  for (const key of keys) query.set(key, choice[key]);
  query.set("g", String(shown));
  return "/preview.svg?" + query.toString();
}
async function refresh(tile) {
  const token = (tile.token || 0) + 1;
  tile.token = token;
  tile.figure.dataset.state = "loading";
  let response, body, missing = [];
  try {
    response = await fetch(pictureAddress(tile.id), { cache: "no-store" });
    body = response.ok ? await response.blob() : await response.text();
    if (response.ok && response.headers.get("X-Missing-Assets")) {
      try { missing = JSON.parse(decodeURIComponent(response.headers.get("X-Missing-Assets"))); } catch (error) { missing = []; }
    }
  } catch (error) {
    response = { ok: false }; body = "The server did not answer: " + error;
  }
  if (token !== tile.token) return;
  if (!response.ok) {
    tile.error.textContent = body;
    tile.figure.dataset.state = "failed";
    tile.figure.dataset.generation = String(shown);
    return;
  }
  const url = URL.createObjectURL(body);
  const next = new Image();
  next.onload = () => {
    if (token !== tile.token) { URL.revokeObjectURL(url); return; }
    const old = tile.image.src;
    tile.image.src = url;
    if (old.startsWith("blob:")) URL.revokeObjectURL(old);
    tile.figure.dataset.state = "ready";
    tile.figure.dataset.generation = String(shown);
    tile.missing.hidden = !missing.length;
    tile.missing.textContent = missing.length ? "Not in the asset catalog, drawn as SwiftUI draws them (empty, clear): " + missing.join(", ") : "";
  };
  next.onerror = () => { if (token === tile.token) { tile.error.textContent = "The picture is not a valid SVG."; tile.figure.dataset.state = "failed"; } };
  next.src = url;
}
function selected() {
  const known = previews.filter((p) => choice.only.has(p.id));
  return known.length ? known : previews;
}
function refreshAll() { for (const p of selected()) refresh(tiles.get(p.id)); }
// After a build, the previews of the files just saved first, the others once those are drawn.
async function refreshChangedFirst(changed) {
  const names = new Set(changed.map((path) => path.split("/").pop()));
  const first = selected().filter((p) => names.has(p.file.split("/").pop()));
  await Promise.all(first.map((p) => refresh(tiles.get(p.id))));
  for (const p of selected()) if (!first.includes(p)) refresh(tiles.get(p.id));
}
function layOut() {
  const main = $("tiles"), wanted = selected();
  for (const [id, tile] of tiles) {
    if (!wanted.some((p) => p.id === id)) { tile.figure.remove(); tiles.delete(id); }
  }
  main.querySelector(".empty")?.remove();
  let index = 0;
  for (const p of wanted) {
    let tile = tiles.get(p.id);
    if (!tile) {
      const image = element("img", { alt: p.file + ", " + p.name });
      const error = element("pre");
      const caption = element("figcaption", {}, element("b", { textContent: p.name }), " · " + p.file + (p.line ? ":" + p.line : ""));
      const missing = element("p", { className: "missing", hidden: true });
      const figure = element("figure", {}, image, error, caption, missing);
      figure.dataset.id = p.id;
      tile = { id: p.id, figure, image, error, missing };
      tiles.set(p.id, tile);
    }
    if (main.children[index] !== tile.figure) main.insertBefore(tile.figure, main.children[index] || null);
    index += 1;
  }
  if (!previews.length) main.append(element("p", { className: "empty", textContent: "No previews: declare them with #Preview or a PreviewProvider in a library target." }));
}
function listPreviews() {
  const nav = $("list"), groups = new Map();
  for (const p of previews) { if (!groups.has(p.file)) groups.set(p.file, []); groups.get(p.file).push(p); }
  const children = [];
  for (const [file, members] of groups) {
    children.push(element("h3", { textContent: file }));
    for (const p of members) {
      const box = element("input", { type: "checkbox", checked: choice.only.has(p.id) });
      box.addEventListener("change", () => {
        if (box.checked) choice.only.add(p.id); else choice.only.delete(p.id);
        writeAddress(); layOut(); refreshAll();
      });
      children.push(element("label", {}, box, p.name));
    }
  }
  nav.replaceChildren(...children);
}
function showErrors(state) {
  const section = $("errors"), list = section.querySelector("ul");
  const failed = state.phase === "failed";
  section.hidden = !failed;
  if (!failed) { list.replaceChildren(); $("log").hidden = true; return; }
  list.replaceChildren(...state.errors.map((e) => element("li", {},
    element("code", { textContent: e.file ? e.file + ":" + (e.line || 0) + (e.column ? ":" + e.column : "") : "build" }),
    " " + e.message)));
  const located = state.errors.some((e) => e.file);
  $("log").hidden = located || !state.log;
  $("log").textContent = located ? "" : state.log;
}
function apply(state) {
  document.body.dataset.phase = state.phase;
  document.body.dataset.generation = String(state.generation);
  const seconds = state.buildSeconds == null ? "" : " in " + state.buildSeconds.toFixed(1) + " s";
  $("status").textContent = state.phase === "building" ? "Building …"
    : state.phase === "failed" ? "Build failed" + seconds + " (" + state.errors.length + " error" + (state.errors.length === 1 ? "" : "s") + ")"
    : state.previews.length + (state.previews.length === 1 ? " preview" : " previews") + " · built" + seconds;
  showErrors(state);
  fillChoices(state);
  if (state.generation !== shown && state.generation > 0) {
    shown = state.generation;
    previews = state.previews;
    listPreviews();
    layOut();
    refreshChangedFirst(state.changed || []);
  }
}
function connect() {
  const source = new EventSource("/events");
  for (const type of ["state", "building", "built", "failed"]) {
    source.addEventListener(type, (event) => apply(JSON.parse(event.data)));
  }
  source.onerror = () => { $("status").textContent = "Reconnecting to the server …"; };
}
fetch("/previews.json", { cache: "no-store" }).then((r) => r.json()).then(apply).catch(() => {});
connect();
