import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews

/// What makes an exported mockup look like a screenshot: the status bar (time,
/// signal, Wi-Fi, battery and, on iPhone Pro models, the Dynamic Island), the
/// home indicator, an iOS keyboard over the keyboard region and the screen's
/// rounded corners. Drawn over the rendered content, never laid out with it.
///
/// Labels (the time, the key caps) are glyph outlines from the bundled fonts,
/// so the chrome looks the same in every viewer.
struct DeviceChrome {
    /// The device whose chrome is drawn.
    let device: Device
    /// The screen's colour scheme: the ink is black in light, white in dark.
    let colorScheme: ColorScheme
    /// Whether the keyboard is drawn.
    let keyboardVisible: Bool
    /// The keyboard the field being edited asks for.
    var keyboardRequest = KeyboardRequest()
    /// The colour scheme the status bar is drawn for when it differs from the
    /// screen's (white over a screen pushed back behind a large sheet).
    var statusBarScheme: ColorScheme? = nil
    /// The screen's layout direction: right to left, the status bar's items
    /// trade sides (the time on the right, the battery on the far left).
    var layoutDirection: LayoutDirection = .leftToRight
    /// The system design the keyboard is drawn in.
    var platformLook: PlatformLook = .iOS18
    /// The text engine the time and the key caps are drawn with: the stage's.
    let text: any TextEngine

    /// The status bar's and home indicator's colour.
    var ink: RGBAColor { colorScheme == .dark ? .white : .black }

    /// `content` (the screen, its background first) with the keyboard, the status bar, the
    /// landscape island and the home indicator over it, clipped to the screen's rounded corners.
    func decorate(_ content: [RenderNode]) -> [RenderNode] {
        var nodes = content
        if keyboardVisible, KeyboardMetrics.height(for: keyboardRequest, on: device) > 0 { nodes += keyboard() }
        var bar = self
        if let statusBarScheme { bar = DeviceChrome(device: device, colorScheme: statusBarScheme, keyboardVisible: keyboardVisible, layoutDirection: layoutDirection, text: text) }
        nodes += bar.statusBar()
        nodes += sideIsland()
        if device.safeAreaInsets.bottom > 0 { nodes.append(homeIndicator()) }
        guard device.screenCornerRadius > 0 else { return nodes }
        var screen = RenderGroup(children: nodes)
        screen.clip = RenderClip(path: Path(roundedRect: CGRect(origin: .zero, size: device.size),
                                            cornerRadius: device.screenCornerRadius, style: .continuous), evenOdd: false)
        return [.group(screen)]
    }

    // MARK: Drawing helpers

    /// `path` filled with `color`.
    func fill(_ path: Path, _ color: RGBAColor, evenOdd: Bool = false) -> RenderNode {
        .path(RenderPath(path: path, fill: PaintRef(.color(color)), evenOdd: evenOdd))
    }

    /// `path` stroked with `color`, round caps and joins.
    func stroke(_ path: Path, _ color: RGBAColor, width: CGFloat) -> RenderNode {
        .path(RenderPath(path: path, stroke: PaintRef(.color(color)),
                         strokeStyle: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)))
    }

    /// `rect` with continuous corners of `radius`, filled with `color`.
    func roundedRect(_ rect: CGRect, _ radius: CGFloat, _ color: RGBAColor) -> RenderNode {
        fill(Path(roundedRect: rect, cornerRadius: radius, style: .continuous), color)
    }

    /// A one-line label whose cap height is centred on `center`.
    func label(_ string: String, size: CGFloat, weight: Int = 400, color: RGBAColor, center: CGPoint) -> [RenderNode] {
        let styled = StyledText(string, font: ResolvedFont(size: size, weight: weight))
        let options = TextOptions()
        let measured = text.measure(styled, options: options, width: nil)
        let capHeight = text.metrics(for: styled.runs[0].font).capHeight
        let origin = CGPoint(x: center.x - measured.size.width / 2, y: center.y + capHeight / 2 - measured.firstBaseline)
        let runs = text.draw(styled, options: options, in: measured.size).map { run in
            RenderText.Run(text: run.text, font: run.font, origin: CGPoint(x: run.origin.x + origin.x, y: run.origin.y + origin.y),
                           characterOffsets: run.characterOffsets, glyphs: run.glyphs.offsetBy(origin),
                           hasOutlines: run.hasOutlines, paint: PaintRef(.color(color)))
        }
        return runs.isEmpty ? [] : [.text(RenderText(label: string, runs: runs))]
    }

    // MARK: Status bar

    /// Time on the leading side (or centred on a home-button iPhone), signal,
    /// Wi-Fi and battery on the trailing side, the Dynamic Island between.
    /// An iPhone in landscape has none (iOS hides it in a vertically compact
    /// screen); an iPad keeps it. Right to left, each item moves to the
    /// mirrored place, drawn unmirrored: the time on the right, the battery
    /// leftmost with Wi-Fi and signal to its right.
    func statusBar() -> [RenderNode] {
        let items = statusBarItems()
        guard layoutDirection == .rightToLeft else { return items.flatMap { $0 } }
        let width = device.size.width
        return items.flatMap { item -> [RenderNode] in
            guard let bounds = RenderNode.group(RenderGroup(children: item)).paintedBounds,
                  abs(width - bounds.maxX - bounds.minX) > 0.01 else { return item }
            var moved = RenderGroup(children: item)
            moved.transform = CGAffineTransform(translationX: width - bounds.maxX - bounds.minX, y: 0)
            return [.group(moved)]
        }
    }

    /// The status bar's items, each drawn left to right: the island, the
    /// time, the battery, Wi-Fi and signal.
    private func statusBarItems() -> [[RenderNode]] {
        let top = device.safeAreaInsets.top
        guard top > 0, !(device.orientation.isLandscape && device.kind != .pad) else { return [] }
        let width = device.size.width
        let hasIsland = top >= 50 && width < 600
        let isPad = width >= 600
        let mid: CGFloat = hasIsland ? 29.5 : top / 2
        var nodes: [[RenderNode]] = []
        if hasIsland {
            nodes.append([roundedRect(CGRect(x: (width - 126) / 2, y: 11, width: 126, height: 37), 18.5, .black)])
            nodes.append(label("9:41", size: 17, weight: 600, color: ink, center: CGPoint(x: (width - 126) / 4 + 4, y: mid)))
        } else if isPad {
            nodes.append(label("9:41  Mon Jun 10", size: 12, weight: 600, color: ink, center: CGPoint(x: 68, y: mid)))
        } else {
            nodes.append(label("9:41", size: 12, weight: 600, color: ink, center: CGPoint(x: width / 2, y: mid)))
        }
        let scale: CGFloat = hasIsland ? 1 : 0.85
        let trailing = hasIsland ? width - (width - 126) / 4 + 36 : width - 6
        let batteryX = trailing - 27.5 * scale
        nodes.append(battery(at: CGPoint(x: batteryX, y: mid), scale: scale))
        if hasIsland || isPad {
            nodes.append(wifi(at: CGPoint(x: batteryX - 7 * scale, y: mid), scale: scale))
            nodes.append(signal(at: CGPoint(x: batteryX - 30 * scale, y: mid), scale: scale))
        } else {
            nodes.append(signal(at: CGPoint(x: 6 + 17, y: mid), scale: scale))
            nodes.append(wifi(at: CGPoint(x: 6 + 38, y: mid), scale: scale))
        }
        return nodes
    }

    /// Four bars of rising height, ending at `trailing.x`.
    func signal(at trailing: CGPoint, scale s: CGFloat) -> [RenderNode] {
        (0..<4).map { i in
            let h = (4.5 + CGFloat(i) * 2.3) * s
            let x = trailing.x - (17 - CGFloat(i) * 4.7) * s
            return roundedRect(CGRect(x: x, y: trailing.y + 5.5 * s - h, width: 3.2 * s, height: h), 1 * s, ink)
        }
    }

    /// A dot and two arcs opening upwards, ending at `trailing.x`.
    func wifi(at trailing: CGPoint, scale s: CGFloat) -> [RenderNode] {
        let center = CGPoint(x: trailing.x - 8 * s, y: trailing.y + 5.5 * s)
        let start = Angle.degrees(-135), end = Angle.degrees(-45)
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: 4 * s, startAngle: start, endAngle: end, clockwise: false)
        path.closeSubpath()
        for (inner, outer) in [(6.0, 8.6), (10.6, 13.2)] {
            path.addArc(center: center, radius: outer * s, startAngle: start, endAngle: end, clockwise: false)
            path.addArc(center: center, radius: inner * s, startAngle: end, endAngle: start, clockwise: true)
            path.closeSubpath()
        }
        return [fill(path, ink)]
    }

    /// The battery: a faint outline, a full charge level and the terminal, starting at `leading.x`.
    func battery(at leading: CGPoint, scale s: CGFloat) -> [RenderNode] {
        let body = CGRect(x: leading.x, y: leading.y - 6.5 * s, width: 25 * s, height: 13 * s)
        var outline = Path(roundedRect: body, cornerRadius: 4 * s, style: .continuous)
        outline.addRoundedRect(in: body.insetBy(dx: 1 * s, dy: 1 * s), cornerSize: CGSize(width: 3 * s, height: 3 * s), style: .continuous)
        return [
            fill(outline, ink.multiplyingAlpha(0.4), evenOdd: true),
            roundedRect(body.insetBy(dx: 2.5 * s, dy: 2.5 * s), 1.8 * s, ink),
            roundedRect(CGRect(x: body.maxX + 1 * s, y: leading.y - 2 * s, width: 1.6 * s, height: 4 * s), 0.8 * s, ink.multiplyingAlpha(0.4)),
        ]
    }

    /// The Dynamic Island of an iPhone in landscape: upright, on the side the
    /// top of the device is (the left in `landscapeLeft`), centred on the
    /// sensor housing's inset.
    func sideIsland() -> [RenderNode] {
        let insets = device.safeAreaInsets
        guard device.orientation.isLandscape, device.kind == .faceIDPhone,
              Swift.max(insets.leading, insets.trailing) >= 50 else { return [] }
        let (w, h, margin): (CGFloat, CGFloat, CGFloat) = (37, 126, 11)
        let x = device.orientation == .landscapeLeft ? margin : device.size.width - margin - w
        return [roundedRect(CGRect(x: x, y: (device.size.height - h) / 2, width: w, height: h), w / 2, .black)]
    }

    /// The home indicator along the bottom edge, whichever way the device is turned.
    func homeIndicator() -> RenderNode {
        // Portrait as before (by width); turned, by kind, so a landscape iPhone keeps its short bar.
        let wide = device.orientation.isLandscape ? device.kind == .pad : device.size.width > 600
        let w: CGFloat = wide ? 320 : 139
        let r = CGRect(x: (device.size.width - w) / 2, y: device.size.height - 8 - 5, width: w, height: 5)
        return roundedRect(r, 2.5, ink)
    }
}
