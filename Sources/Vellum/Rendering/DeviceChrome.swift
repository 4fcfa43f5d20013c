import VellumRender
internal import VellumText

/// What makes an exported mockup look like a screenshot: the status bar (time,
/// signal, Wi-Fi, battery and, on iPhone Pro models, the Dynamic Island), the
/// home indicator, an iOS keyboard over the keyboard region and the screen's
/// rounded corners. Drawn over the rendered content, never laid out with it.
///
/// Labels (the time, the key caps) are glyph outlines from the bundled fonts,
/// so the chrome looks the same in every viewer.
struct DeviceChrome {
    let device: Device
    let colorScheme: ColorScheme
    let keyboardVisible: Bool
    /// The colour scheme the status bar is drawn for when it differs from the
    /// screen's (white over a screen pushed back behind a large sheet).
    var statusBarScheme: ColorScheme? = nil
    let text: any TextEngine = FontTextEngine()

    /// The status bar's and home indicator's colour.
    var ink: RGBAColor { colorScheme == .dark ? .white : .black }

    func decorate(_ content: [RenderNode]) -> [RenderNode] {
        var nodes = content
        if keyboardVisible, device.keyboardHeight > 0 { nodes += keyboard() }
        nodes += (statusBarScheme.map { DeviceChrome(device: device, colorScheme: $0, keyboardVisible: keyboardVisible) } ?? self).statusBar()
        nodes += sideIsland()
        if device.safeAreaInsets.bottom > 0 { nodes.append(homeIndicator()) }
        guard device.screenCornerRadius > 0 else { return nodes }
        var screen = RenderGroup(children: nodes)
        screen.clip = RenderClip(path: Path(roundedRect: CGRect(origin: .zero, size: device.size),
                                            cornerRadius: device.screenCornerRadius, style: .continuous), evenOdd: false)
        return [.group(screen)]
    }

    // MARK: Drawing helpers

    func fill(_ path: Path, _ color: RGBAColor, evenOdd: Bool = false) -> RenderNode {
        .path(RenderPath(path: path, fill: PaintRef(.color(color)), evenOdd: evenOdd))
    }

    func stroke(_ path: Path, _ color: RGBAColor, width: CGFloat) -> RenderNode {
        .path(RenderPath(path: path, stroke: PaintRef(.color(color)),
                         strokeStyle: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)))
    }

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
    /// screen); an iPad keeps it.
    func statusBar() -> [RenderNode] {
        let top = device.safeAreaInsets.top
        guard top > 0, !(device.orientation.isLandscape && device.kind != .pad) else { return [] }
        let width = device.size.width
        let hasIsland = top >= 50 && width < 600
        let isPad = width >= 600
        let mid: CGFloat = hasIsland ? 29.5 : top / 2
        var nodes: [RenderNode] = []
        if hasIsland {
            nodes.append(roundedRect(CGRect(x: (width - 126) / 2, y: 11, width: 126, height: 37), 18.5, .black))
            nodes += label("9:41", size: 17, weight: 600, color: ink, center: CGPoint(x: (width - 126) / 4 + 4, y: mid))
        } else if isPad {
            nodes += label("9:41  Mon Jun 10", size: 12, weight: 600, color: ink, center: CGPoint(x: 68, y: mid))
        } else {
            nodes += label("9:41", size: 12, weight: 600, color: ink, center: CGPoint(x: width / 2, y: mid))
        }
        let scale: CGFloat = hasIsland ? 1 : 0.85
        let trailing = hasIsland ? width - (width - 126) / 4 + 36 : width - 6
        let batteryX = trailing - 27.5 * scale
        nodes += battery(at: CGPoint(x: batteryX, y: mid), scale: scale)
        if hasIsland || isPad {
            nodes += wifi(at: CGPoint(x: batteryX - 7 * scale, y: mid), scale: scale)
            nodes += signal(at: CGPoint(x: batteryX - 30 * scale, y: mid), scale: scale)
        } else {
            nodes += signal(at: CGPoint(x: 6 + 17, y: mid), scale: scale)
            nodes += wifi(at: CGPoint(x: 6 + 38, y: mid), scale: scale)
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

// MARK: Keyboard

extension DeviceChrome {
    /// The keyboard's colours in the colour scheme.
    struct KeyboardPalette {
        let panel, key, special, shadow, caption: RGBAColor
        init(dark: Bool) {
            panel = dark ? RGBAColor(43, 43, 43) : RGBAColor(209, 211, 217)
            key = dark ? RGBAColor(108, 108, 108) : .white
            special = dark ? RGBAColor(70, 70, 70) : RGBAColor(171, 176, 186)
            shadow = dark ? RGBAColor(0, 0, 0, 0.5) : RGBAColor(137, 138, 141)
            caption = dark ? .white : .black
        }
    }

    /// An iOS QWERTY keyboard: the QuickType bar, three rows of letter keys with
    /// shift and delete, the 123 / space / return row and, above the home
    /// indicator, the emoji and dictation buttons.
    ///
    /// The panel spans the screen's width; the keys keep inside the leading
    /// and trailing safe area (a landscape iPhone's sensor housing). An iPhone
    /// in landscape has a shorter QuickType bar and no emoji and dictation
    /// strip (drawing choices: its layout is not measured).
    func keyboard() -> [RenderNode] {
        let colors = KeyboardPalette(dark: colorScheme == .dark)
        let top = device.size.height - device.keyboardHeight
        let insets = device.safeAreaInsets
        let left = Swift.max(0, insets.leading), right = Swift.max(0, insets.trailing)
        let width = Swift.max(0, device.size.width - left - right)
        let landscapePhone = device.orientation.isLandscape && device.kind != .pad
        let hasStrip = insets.bottom > 0 && !landscapePhone
        let quickType: CGFloat = landscapePhone ? 38 : 44
        let strip: CGFloat = hasStrip ? 72 : 4 + (landscapePhone ? insets.bottom : 0)
        let pitch = (device.keyboardHeight - quickType - 8 - strip) / 4
        let keyHeight = (pitch * 0.78).rounded()
        let gap: CGFloat = 6, side: CGFloat = 3
        let keyWidth = (width - 2 * side - 9 * gap) / 10
        let fontSize = min(23, keyHeight * 0.55)
        var nodes = [fill(Path(CGRect(x: 0, y: top, width: device.size.width, height: device.keyboardHeight)), colors.panel)]
        nodes += quickTypeBar(top: top, height: quickType, left: left, width: width, colors: colors)

        func key(_ rect: CGRect, _ color: RGBAColor, _ caption: String? = nil, size: CGFloat = fontSize) {
            nodes.append(roundedRect(rect.offsetBy(dx: 0, dy: 1), 5, colors.shadow))
            nodes.append(roundedRect(rect, 5, color))
            if let caption {
                nodes += label(caption, size: size, color: colors.caption, center: CGPoint(x: rect.midX, y: rect.midY))
            }
        }

        let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        for (index, row) in rows.enumerated() {
            let y = top + quickType + 8 + CGFloat(index) * pitch
            let rowWidth = CGFloat(row.count) * keyWidth + CGFloat(row.count - 1) * gap
            var x = left + (width - rowWidth) / 2
            for letter in row {
                key(CGRect(x: x, y: y, width: keyWidth, height: keyHeight), colors.key, String(letter))
                x += keyWidth + gap
            }
            if index == 2 {
                let modifierWidth = keyWidth * 1.3
                let shift = CGRect(x: left + side, y: y, width: modifierWidth, height: keyHeight)
                let delete = CGRect(x: left + width - side - modifierWidth, y: y, width: modifierWidth, height: keyHeight)
                key(shift, colors.key)
                key(delete, colors.special)
                nodes.append(fill(shiftArrow(center: CGPoint(x: shift.midX, y: shift.midY)), colors.caption))
                nodes.append(fill(deleteGlyph(center: CGPoint(x: delete.midX, y: delete.midY)), colors.caption, evenOdd: true))
            }
        }
        let y = top + quickType + 8 + 3 * pitch
        let modeWidth = keyWidth * 2 + gap + (hasStrip ? 0 : keyWidth + gap)
        let returnWidth = keyWidth * 2.6
        let small = fontSize * 0.72
        key(CGRect(x: left + side, y: y, width: modeWidth, height: keyHeight), colors.special, "123", size: small)
        let spaceX = left + side + modeWidth + gap
        key(CGRect(x: spaceX, y: y, width: left + width - side - returnWidth - gap - spaceX, height: keyHeight), colors.key, "space", size: small)
        key(CGRect(x: left + width - side - returnWidth, y: y, width: returnWidth, height: keyHeight), colors.special, "return", size: small)
        if hasStrip {
            let stripY = y + keyHeight + 22
            nodes += emojiGlyph(center: CGPoint(x: left + side + keyWidth * 0.9, y: stripY), color: colors.caption)
            nodes += micGlyph(center: CGPoint(x: left + width - side - keyWidth * 0.9, y: stripY), color: colors.caption)
        }
        return nodes
    }

    /// Three suggestions between two hairlines, across `width` from `left`.
    private func quickTypeBar(top: CGFloat, height: CGFloat, left: CGFloat, width: CGFloat, colors: KeyboardPalette) -> [RenderNode] {
        var nodes: [RenderNode] = []
        for (index, word) in ["\u{201C}I\u{201D}", "The", "I\u{2019}m"].enumerated() {
            let center = CGPoint(x: left + width * (CGFloat(index) + 0.5) / 3, y: top + height / 2 + 1)
            nodes += label(word, size: 16, color: colors.caption, center: center)
            if index > 0 {
                let x = left + width * CGFloat(index) / 3
                nodes.append(fill(Path(CGRect(x: x - 0.5, y: top + 12, width: 1, height: height - 20)), colors.caption.multiplyingAlpha(0.2)))
            }
        }
        return nodes
    }

    /// The shift key's outlined upward arrow, filled (caps on).
    private func shiftArrow(center c: CGPoint) -> Path {
        Path { p in
            p.move(to: CGPoint(x: c.x, y: c.y - 9))
            p.addLine(to: CGPoint(x: c.x + 9, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x + 4, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x + 4, y: c.y + 8))
            p.addLine(to: CGPoint(x: c.x - 4, y: c.y + 8))
            p.addLine(to: CGPoint(x: c.x - 4, y: c.y + 1))
            p.addLine(to: CGPoint(x: c.x - 9, y: c.y + 1))
            p.closeSubpath()
        }
    }

    /// The delete key's left-pointing tag with a cross cut out.
    private func deleteGlyph(center c: CGPoint) -> Path {
        Path { p in
            p.addRoundedRect(in: CGRect(x: c.x - 6, y: c.y - 7.5, width: 16, height: 15), cornerSize: CGSize(width: 2.5, height: 2.5), style: .circular)
            p.move(to: CGPoint(x: c.x - 6, y: c.y - 7.5))
            p.addLine(to: CGPoint(x: c.x - 12, y: c.y))
            p.addLine(to: CGPoint(x: c.x - 6, y: c.y + 7.5))
            p.closeSubpath()
            for (dx, dy) in [(1.0, 1.0), (1.0, -1.0)] {
                let a = CGPoint(x: c.x + 2 - 3.6 * dx, y: c.y - 3.6 * dy), b = CGPoint(x: c.x + 2 + 3.6 * dx, y: c.y + 3.6 * dy)
                let n = CGPoint(x: -dy * 0.75, y: dx * 0.75)
                p.move(to: CGPoint(x: a.x + n.x, y: a.y + n.y))
                p.addLine(to: CGPoint(x: b.x + n.x, y: b.y + n.y))
                p.addLine(to: CGPoint(x: b.x - n.x, y: b.y - n.y))
                p.addLine(to: CGPoint(x: a.x - n.x, y: a.y - n.y))
                p.closeSubpath()
            }
        }
    }

    /// A smiling face, drawn with strokes.
    private func emojiGlyph(center c: CGPoint, color: RGBAColor) -> [RenderNode] {
        var smile = Path()
        smile.addArc(center: c, radius: 6.5, startAngle: .degrees(25), endAngle: .degrees(155), clockwise: false)
        return [
            stroke(Path(ellipseIn: CGRect(x: c.x - 12, y: c.y - 12, width: 24, height: 24)), color, width: 1.6),
            stroke(smile, color, width: 1.6),
            fill(Path(ellipseIn: CGRect(x: c.x - 5.5, y: c.y - 5, width: 3, height: 4)), color),
            fill(Path(ellipseIn: CGRect(x: c.x + 2.5, y: c.y - 5, width: 3, height: 4)), color),
        ]
    }

    /// A microphone: a capsule in a cradle on a stand.
    private func micGlyph(center c: CGPoint, color: RGBAColor) -> [RenderNode] {
        var cradle = Path()
        cradle.addArc(center: CGPoint(x: c.x, y: c.y - 1), radius: 8, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        cradle.move(to: CGPoint(x: c.x, y: c.y + 7))
        cradle.addLine(to: CGPoint(x: c.x, y: c.y + 11))
        return [
            fill(Path(roundedRect: CGRect(x: c.x - 4.5, y: c.y - 13, width: 9, height: 17), cornerRadius: 4.5, style: .circular), color),
            stroke(cradle, color, width: 1.6),
        ]
    }
}
