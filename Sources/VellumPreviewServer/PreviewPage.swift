import VellumXML

/// The page `vellum preview` serves: self-contained HTML, CSS and script (no
/// network beyond this server). It lists the previews by file, draws the
/// selected ones (all when none is ticked) and keeps the choices, device,
/// orientation, colour scheme, Dynamic Type size, direction, language and
/// selection, in its address's query. It
/// listens to `/events`: while a build runs it says so, a failed build's
/// errors show beside the last good pictures, and a new build's pictures
/// replace the old ones in place, each once it has loaded, so the page
/// neither reloads nor scrolls. A picture drawn with assets the catalog
/// lacks names them under it (the `X-Missing-Assets` header).
package enum PreviewPage {
    /// The page, headed `title`.
    package static func html(title: String) -> String {
        let title = XMLEscaper.attribute.escaping(title)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(style)</style></head>
            <body data-phase="building">
            <header>
            <h1>\(title)</h1>
            <form id="choices" onsubmit="return false">
            <label>Device <select id="device"><option value="">Default</option></select></label>
            <label>Orientation <select id="orientation"><option value="">Preview's own</option></select></label>
            <label>Colour scheme <select id="scheme"><option value="light">Light</option><option value="dark">Dark</option></select></label>
            <label>Text size <select id="size"><option value="">Preview's own</option></select></label>
            <label>Direction <select id="direction"><option value="">Automatic</option><option value="ltr">Left to right</option><option value="rtl">Right to left</option></select></label>
            <label>Language <select id="locale"><option value="">Preview's own</option></select></label>
            </form>
            <p id="status" role="status">Building the previews …</p>
            <p id="notes" hidden></p>
            </header>
            <section id="errors" hidden><h2>The last build failed; these pictures are from the last good one.</h2><ul></ul><pre id="log" hidden></pre></section>
            <div id="layout"><nav id="list" aria-label="Previews"></nav><main id="tiles"></main></div>
            <script>\(script)</script>
            </body></html>

            """
    }

    private static let style = """
        :root { color-scheme: light dark; --page: #f2f2f7; --card: #fff; --ink: #1c1c1e; --muted: #6e6e73; --line: #d8d8de; --bad: #d70015; }
        @media (prefers-color-scheme: dark) { :root { --page: #000; --card: #1c1c1e; --ink: #f2f2f7; --muted: #98989f; --line: #38383a; --bad: #ff6961; } }
        * { box-sizing: border-box; }
        body { margin: 0; font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Inter", "Segoe UI", system-ui, sans-serif; background: var(--page); color: var(--ink); }
        header { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; padding: 12px 24px; background: var(--card); border-bottom: 1px solid var(--line); }
        header h1 { margin: 0; font-size: 18px; } form { display: flex; gap: 16px; flex-wrap: wrap; } label { color: var(--muted); }
        select { font: inherit; margin-left: 4px; }
        #status { margin: 0 0 0 auto; color: var(--muted); } #notes { flex-basis: 100%; margin: 0; color: var(--bad); font-size: 12px; }
        body[data-phase=building] #status::before { content: ""; display: inline-block; width: 8px; height: 8px; margin-right: 6px; border-radius: 50%; background: #ff9f0a; }
        body[data-phase=failed] #status { color: var(--bad); font-weight: 600; }
        #errors { margin: 16px 24px 0; padding: 12px 16px; border: 1px solid var(--bad); border-radius: 10px; background: var(--card); }
        #errors h2 { margin: 0 0 8px; font-size: 14px; color: var(--bad); } #errors ul { margin: 0; padding-left: 18px; }
        #errors li { font: 12px/1.5 ui-monospace, "JetBrains Mono", Menlo, monospace; white-space: pre-wrap; }
        #errors code { font-weight: 700; } #log { font-size: 11px; max-height: 240px; overflow: auto; }
        #layout { display: flex; gap: 24px; padding: 16px 24px 48px; align-items: flex-start; }
        nav { flex: 0 0 220px; position: sticky; top: 72px; max-height: calc(100vh - 96px); overflow: auto; }
        nav h3 { margin: 12px 0 4px; font-size: 12px; color: var(--muted); font-weight: 600; word-break: break-all; }
        nav label { display: block; color: var(--ink); cursor: pointer; } nav input { margin-right: 6px; }
        main { flex: 1; display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; padding: 12px; background: var(--card); border-radius: 14px; box-shadow: 0 1px 3px rgba(0,0,0,.08); max-width: 100%; }
        figure img { display: block; max-width: 100%; max-height: 520px; height: auto; border: 1px solid var(--line); border-radius: 8px;
          background: repeating-conic-gradient(#e9e9ee 0 25%, #fff 0 50%) 0 0 / 14px 14px; }
        figure pre { display: none; max-width: 380px; white-space: pre-wrap; font-size: 12px; color: var(--bad); margin: 0; padding: 10px; border: 1px solid var(--bad); border-radius: 6px; }
        figure[data-state=failed] pre { display: block; } figure[data-state=failed] img { display: none; }
        figure[data-state=loading] img { opacity: .6; }
        figcaption { font-size: 12px; color: var(--muted); margin-top: 6px; } figcaption b { color: var(--ink); font-weight: 600; }
        figure p.missing { max-width: 380px; margin: 4px 0 0; font-size: 12px; color: #c93400; overflow-wrap: anywhere; }
        figure[data-state=failed] p.missing { display: none; }
        .empty { color: var(--muted); }
        """

    private static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        const address = new URLSearchParams(location.search);
        const keys = ["device", "orientation", "scheme", "size", "direction", "locale"];
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
        """#
}
