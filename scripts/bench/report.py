"""Helpers of scripts/bench-compare: run our cases, read the peers' JSON,
print every figure as a ratio to its peer and mark the issue's targets."""
from __future__ import annotations

import json
import os
import subprocess
import sys


def size_n(s: str) -> int:
    s = s.lower()
    return int(float(s[:-1]) * 1000) if s.endswith("k") else int(s)


def parse_output(text: str) -> dict:
    """RESULT/NOTE/PEAK lines of one vellum-bench process."""
    out = {"results": {}, "notes": [], "peak_mib": None}
    for line in text.splitlines():
        kind, _, rest = line.partition(" ")
        f = dict(p.split("=", 1) for p in rest.split() if "=" in p)
        if kind == "RESULT":
            out["results"][f["key"]] = {k: float(f[k]) for k in ("median", "min", "max", "runs")}
        elif kind == "PEAK":
            out["peak_mib"] = float(f["mib"])
        elif kind == "NOTE":
            out["notes"].append(rest.split(" ", 1)[1] if " " in rest else rest)
    return out


def run_ours(bench: str, data: str, sizes) -> dict:
    cases = {}
    for s in sizes:
        n = size_n(s)
        tree = os.path.join(data, "layout-%d.json" % n)
        cases["layout-%d" % n] = [bench, "layout", tree]
        cases["emit-%d" % n] = [bench, "emit", tree]
    cases["signin"] = [bench, "signin"]
    cases["list10k"] = [bench, "list10k"]
    cases["text10k"] = [bench, "text"]
    cases["suite"] = [bench, "suite"]
    out = {}
    for name, argv in cases.items():
        print("+ " + " ".join(argv), file=sys.stderr, flush=True)
        p = subprocess.run(argv, stdout=subprocess.PIPE, text=True)
        out[name] = parse_output(p.stdout)
        out[name]["rc"] = p.returncode
    return out


def load(results: str, name: str):
    try:
        with open(os.path.join(results, name + ".json")) as f:
            return json.load(f)
    except OSError:
        return None


def med(res, key="wall"):
    try:
        return res[key]["median"]
    except (KeyError, TypeError):
        return None


def fmt(v):
    if v is None:
        return "n/a"
    return "%.0f" % v if v >= 100 else "%.1f" % v if v >= 10 else "%.2f" % v


def ratio(a, b):
    return "n/a" if a is None or b is None or b == 0 else "%.2fx" % (a / b)


def compare(results: str, ours: dict, sizes) -> str:
    rows, targets = [], []
    ns = [size_n(s) for s in sizes]

    layout = load(results, "layout") or {"rows": []}
    yoga_layout = {}
    for n in ns:
        by = {r["engine"]: r for r in layout["rows"] if r["n"] == n}
        mine = by.get("ours", {}).get("results", {}).get("cmd", {}).get("reported", {})
        ol, ob = med({"wall": mine.get("layout")}), med({"wall": mine.get("build")})
        for eng in ("yoga3 (pyyoga)", "taffy (stretchable)"):
            peer = next((r for k, r in by.items() if k.startswith(eng.split()[0])), None)
            pl = med(peer["results"].get("layout")) if peer else None
            pt = med(peer["results"].get("total")) if peer else None
            if eng.startswith("yoga"):
                yoga_layout[n] = pl
            rows.append(["layout %d leaves (engine call)" % n, fmt(ol), peer["engine"] if peer else eng, fmt(pl), ratio(ol, pl)])
            rows.append(["lower + layout %d leaves vs build + layout + readback" % n,
                         fmt(None if ol is None or ob is None else ol + ob), peer["engine"] if peer else eng, fmt(pt),
                         ratio(None if ol is None or ob is None else ol + ob, pt)])
            if n == 100_000 and eng.startswith("yoga"):
                targets.append(("layout 100k no slower than Yoga", ol is not None and pl is not None and ol <= pl,
                                "%s ms vs %s ms" % (fmt(ol), fmt(pl))))
        frames = [x for x in ours.get("layout-%d" % n, {}).get("notes", []) if x.startswith("frames")]
        if frames:
            rows.append(["frames %d vs Yoga" % n, frames[0], "", "", ""])

    emit = load(results, "emit") or {"rows": []}
    for n in ns:
        by = {r["emitter"]: r for r in emit["rows"] if r["n"] == n}
        mine = by.get("ours", {}).get("results", {}).get("cmd", {})
        oi = med({"wall": mine.get("reported", {}).get("total")})
        ow = med(mine)
        for peer in ("drawsvg", "lxml", "str.join"):
            pr = by.get(peer)
            pt = med(pr["results"].get("total")) if pr else None
            rows.append(["emit %d rects (in process) [check %s]" % (n, by.get("ours", {}).get("check", "?")),
                         fmt(oi), peer, fmt(pt), ratio(oi, pt)])
        rows.append(["emit %d rects (whole process)" % n, fmt(ow), "drawsvg (in process)",
                     fmt(med(by["drawsvg"]["results"].get("total")) if "drawsvg" in by else None),
                     ratio(ow, med(by["drawsvg"]["results"].get("total")) if "drawsvg" in by else None)])

    svg = {n: ours.get("emit-%d" % n, {}).get("results", {}).get("svg", {}).get("median") for n in ns}
    for n in ns:
        e = ours.get("emit-%d" % n, {})
        note = {x.split("=")[0]: x.split("=")[1] for x in e.get("notes", []) if "=" in x}
        peak = note.get("peak_svg_mib")
        stages = ", ".join("%s %s" % (k, fmt(v["median"])) for k, v in e.get("results", {}).items() if k != "svg")
        rows.append(["view → SVG %d leaves (SVGRenderer.svg)" % n, fmt(svg[n]), "stages: " + stages, "peak %s MiB (%s before rendering)" % (peak, note.get("rss_before_render_mib")), ""])
        rows.append(["view → SVG %d leaves vs Yoga's layout alone" % n, fmt(svg[n]), "yoga3 layout", fmt(yoga_layout.get(n)),
                     ratio(svg[n], yoga_layout.get(n))])
        if n == 100_000:
            y = yoga_layout.get(n)
            targets.append(("view → SVG 100k within 2x of Yoga's layout alone", svg[n] is not None and y is not None and svg[n] <= 2 * y,
                            "%s ms vs %s ms (%s)" % (fmt(svg[n]), fmt(y), ratio(svg[n], y))))
            targets.append(("view → SVG 100k under 1 s", svg[n] is not None and svg[n] < 1000, "%s ms" % fmt(svg[n])))
            targets.append(("peak memory 100k render under 300 MB",
                            peak is not None and float(peak) * 1.048576 < 300, "%s MiB" % peak))
    if 10_000 in svg and 100_000 in svg and svg[10_000] and svg[100_000]:
        r = svg[100_000] / svg[10_000]
        targets.append(("view → SVG linear (100k within 12x of 10k)", r <= 12, "%.1fx" % r))

    sign = ours.get("signin", {}).get("results", {})
    warm = sign.get("warm", {}).get("median")
    rows.append(["sign-in screen, iPhone 15 Pro, warm", fmt(warm), "target 5 ms", "", ratio(warm, 5)])
    rows.append(["sign-in screen, first render (cold)", fmt(sign.get("cold", {}).get("median")), "", "", ""])
    targets.append(("sign-in under 5 ms warm", warm is not None and warm < 5, "%s ms" % fmt(warm)))
    lst = ours.get("list10k", {})
    rows.append(["10,000 label rows → SVG", fmt(lst.get("results", {}).get("svg", {}).get("median")),
                 "cold " + fmt(lst.get("results", {}).get("cold", {}).get("median")), "peak %s MiB" % lst.get("peak_mib"), ""])
    txt = ours.get("text10k", {}).get("results", {})
    rows.append(["shape 10,000 labels, cold / warm", "%s / %s" % (fmt(txt.get("cold", {}).get("median")),
                                                               fmt(txt.get("warm", {}).get("median"))), "", "", ""])

    suite = ours.get("suite", {})
    sr = suite.get("results", {})
    sn = dict(p.split("=", 1) for n in suite.get("notes", []) for p in n.split() if "=" in p)
    if sr:
        tasks = next((k.split("-")[1] for k in sr if k.startswith("suite-") and k != "suite-1"), "2")
        rows.append(["snapshot suite, %s assertions, 1 task / %s tasks (total)" % (sn.get("assertions", "?"), tasks),
                     "%s / %s" % (fmt(sr.get("suite-1", {}).get("median")), fmt(sr.get("suite-%s" % tasks, {}).get("median"))),
                     "speed-up %sx" % sn.get("speedup", "?"), "", ""])
        rows.append(["snapshot assertion (median), fixed cost (empty view)",
                     "%s / %s" % (fmt(sr.get("assert-1", {}).get("median")), fmt(sr.get("assert-empty", {}).get("median"))),
                     "fixed share %s" % sn.get("fixed_share", "?"),
                     "render %s, read %s, compare %s ms" % (sn.get("screen_render", "?"), sn.get("screen_read", "?"), sn.get("screen_compare", "?")), ""])

    xd = load(results, "xmldiff") or {"diff": [], "parse": []}
    for d in xd["diff"]:
        r, n = d["results"], d["n"]
        parse = sum(med(p["results"].get("lxml parse")) or 0 for p in xd["parse"] if p["n"] == n)
        # two bare libxml2 parses as a process each: the floor of a CLI that reads both files
        xmllint = sum(med(p["results"].get("xmllint --noout")) or 0 for p in xd["parse"] if p["n"] == n)
        inproc = med({"wall": r.get("vellum in-process", {}).get("reported", {}).get("diff")})
        cli = med(r.get("vellum"))
        for label, mine, peer_name, peer in (
                ("vellum diff CLI", cli, "xmldiff CLI", med(r.get("xmldiff CLI"))),
                ("vellum diff CLI", cli, "xmldiff CLI fast", med(r.get("xmldiff CLI fast"))),
                ("vellum diff CLI", cli, "xmllint --noout both", xmllint or None),
                ("diff in process", inproc, "xmldiff API", med(r.get("xmldiff API"))),
                ("diff in process", inproc, "xmldiff API fast", med(r.get("xmldiff API fast"))),
                ("diff in process", inproc, "lxml parse both", parse or None),
                ("diff in process", inproc, "lxml parse+c14n both, compare", med(r.get("floor lxml")))):
            rows.append(["%s %d %s" % (label, n, d["pair"]), fmt(mine), peer_name, fmt(peer), ratio(mine, peer)])
        if n == 10_000 and d["pair"] == "mutated":
            targets.append(("diff 10k CLI within 2x of two libxml2 parses (xmllint --noout both)",
                            cli is not None and xmllint and cli <= 2 * xmllint,
                            "%s ms vs %s ms (%s)" % (fmt(cli), fmt(xmllint), ratio(cli, xmllint))))
            targets.append(("diff 10k in process within 2x of two libxml2 parses (lxml parse both)",
                            inproc is not None and parse and inproc <= 2 * parse,
                            "%s ms vs %s ms (%s)" % (fmt(inproc), fmt(parse), ratio(inproc, parse))))
        if n == 100_000 and d["pair"] == "mutated":
            xa = med(r.get("xmldiff API"))
            targets.append(("diff 100k ≥ 50x faster than xmldiff", inproc is not None and xa is not None and xa / inproc >= 50,
                            "%s ms vs %s ms" % (fmt(inproc), fmt(xa))))
            targets.append(("diff 100k within 3x of libxml2 parsing both", inproc is not None and parse and inproc <= 3 * parse,
                            "%s ms vs %s ms" % (fmt(inproc), fmt(parse))))

    out = ["## Vellum vs peers (median ms, same machine, same run)\n",
           "| figure | ours | peer | peer ms | ours / peer |", "|---|---:|---|---:|---:|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    out += ["", "## Targets", "", "| target | met | measured |", "|---|---|---|"]
    out += ["| %s | %s | %s |" % (t, "yes" if ok else "**no**", m) for t, ok, m in targets]
    return "\n".join(out) + "\n"
