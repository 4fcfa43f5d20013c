import Foundation
import VellumCore
import VellumGeometry
import VellumRender
import VellumViews

// MARK: Keyboard

extension DeviceChrome {
    /// The keyboard the field being edited asks for (`keyboardRequest`), over
    /// the keyboard region: the letters keyboard, its numbers layer, or on an
    /// iPhone the number and phone pads (`KeyboardMetrics` has their height).
    func keyboard() -> [RenderNode] {
        if keyboardRequest.isNumberPad, device.kind != .pad { return numberPad() }
        return letterKeyboard()
    }

    /// An iOS keyboard: the QuickType bar, three rows of letter keys (or of
    /// digits and punctuation) with shift and delete, the bottom row of the
    /// keyboard type (123 / space / return; `@` and `.` for e-mail; `.`, `/`
    /// and `.com` for URLs; …) and, above the home indicator, the emoji and
    /// dictation buttons.
    ///
    /// The panel spans the screen's width; the keys keep inside the leading
    /// and trailing safe area (a landscape iPhone's sensor housing). An iPhone
    /// in landscape has a shorter QuickType bar and no emoji and dictation
    /// strip (drawing choices: its layout is not measured).
    private func letterKeyboard() -> [RenderNode] {
        let area = KeyboardArea(self)
        let (colors, height, top, left, width, insets) = (area.colors, area.height, area.top, area.left, area.width, device.safeAreaInsets)
        let landscapePhone = device.orientation.isLandscape && device.kind != .pad
        let hasStrip = insets.bottom > 0 && !landscapePhone
        let predictions = KeyboardMetrics.hasQuickTypeBar(keyboardRequest, on: device)
        let quickType: CGFloat = predictions ? KeyboardMetrics.quickTypeHeight(on: device) : 0
        let strip: CGFloat = hasStrip ? 72 : 4 + (landscapePhone ? insets.bottom : 0)
        let pitch = (height - quickType - 8 - strip) / 4
        let keyHeight = (pitch * 0.78).rounded()
        let gap: CGFloat = 6, side: CGFloat = 3
        let keyWidth = (width - 2 * side - 9 * gap) / 10
        let fontSize = min(23, keyHeight * 0.55)
        var nodes = [area.panel]
        if predictions { nodes += quickTypeBar(top: top, height: quickType, left: left, width: width, colors: colors) }

        func key(_ rect: CGRect, _ color: RGBAColor, _ caption: String? = nil, size: CGFloat = fontSize, ink: RGBAColor = colors.caption) {
            if let shadow = colors.shadow { nodes.append(roundedRect(rect.offsetBy(dx: 0, dy: 1), area.keyRadius, shadow)) }
            nodes.append(roundedRect(rect, area.keyRadius, color))
            if let caption {
                nodes += label(caption, size: size, color: ink, center: CGPoint(x: rect.midX, y: rect.midY))
            }
        }

        let layer = KeyboardLayer(request: keyboardRequest, isPad: device.kind == .pad)
        for (index, row) in layer.rows.enumerated() {
            let y = top + quickType + 8 + CGFloat(index) * pitch
            // The third row of the numbers layer has five wider punctuation keys.
            let width3 = index == 2 && layer.isNumbers ? keyWidth * 1.42 : keyWidth
            let rowWidth = CGFloat(row.count) * width3 + CGFloat(row.count - 1) * gap
            var x = left + (width - rowWidth) / 2
            for caption in row {
                key(CGRect(x: x, y: y, width: width3, height: keyHeight), colors.key, caption)
                x += width3 + gap
            }
            if index == 2 {
                let modifierWidth = keyWidth * 1.3
                let shift = CGRect(x: left + side, y: y, width: modifierWidth, height: keyHeight)
                let delete = CGRect(x: left + width - side - modifierWidth, y: y, width: modifierWidth, height: keyHeight)
                if layer.isNumbers {
                    key(shift, colors.special, "#+=", size: fontSize * 0.72)
                    key(delete, colors.special)
                } else {
                    key(shift, colors.key)
                    key(delete, colors.special)
                    let arrow = shiftArrow(center: CGPoint(x: shift.midX, y: shift.midY))
                    nodes.append(layer.capitals ? fill(arrow, colors.caption) : stroke(arrow, colors.caption, width: 1.5))
                }
                nodes.append(fill(deleteGlyph(center: CGPoint(x: delete.midX, y: delete.midY)), colors.caption, evenOdd: true))
            }
        }
        let y = top + quickType + 8 + 3 * pitch
        let modeWidth = keyWidth * 2 + gap + (hasStrip ? 0 : keyWidth + gap)
        let returnWidth = keyWidth * 2.6
        let small = fontSize * 0.72
        key(CGRect(x: left + side, y: y, width: modeWidth, height: keyHeight), colors.special, layer.isNumbers ? "ABC" : "123", size: small)
        // The keys between the mode key and the return key: the flexible one fills what the others leave.
        let middle = KeyboardLayer.bottomRow(keyboardRequest.keyboardType)
        let fixedWidth = keyWidth * 1.2
        var x = left + side + modeWidth + gap
        let returnX = left + width - side - returnWidth
        let flexibleWidth = returnX - gap - x - CGFloat(middle.count - 1) * (fixedWidth + gap)
        for item in middle {
            let w = item.isFlexible ? flexibleWidth : fixedWidth
            key(CGRect(x: x, y: y, width: w, height: keyHeight), colors.key, item.caption, size: item.caption.count > 1 ? small : fontSize)
            x += w + gap
        }
        let returnKey = keyboardRequest.returnKey
        key(CGRect(x: returnX, y: y, width: returnWidth, height: keyHeight),
            returnKey.isProminent ? colors.accent : colors.special, returnKey.caption, size: small,
            ink: returnKey.isProminent ? .white : colors.caption)
        if hasStrip {
            let stripY = y + keyHeight + 22
            nodes += emojiGlyph(center: CGPoint(x: left + side + keyWidth * 0.9, y: stripY), color: colors.caption)
            nodes += micGlyph(center: CGPoint(x: left + width - side - keyWidth * 0.9, y: stripY), color: colors.caption)
        }
        return nodes
    }

    /// The iPhone number pad (and the decimal and phone pads): four rows of
    /// three keys, each digit with the letters of a phone dial beneath it;
    /// the bottom corners (blank, `.` or `+*#`, and delete) have no key.
    /// Keys shorter than 40 pt (a landscape iPhone) show the digit alone.
    /// No QuickType bar; below the keys the home indicator's strip.
    private func numberPad() -> [RenderNode] {
        let area = KeyboardArea(self)
        let (colors, height, top, left, width) = (area.colors, area.height, area.top, area.left, area.width)
        let reserve = KeyboardMetrics.numberPadBottomReserve(on: device)
        let gap: CGFloat = 6
        let pitch = (height - reserve - gap) / 4
        let keyHeight = pitch - gap
        let keyWidth = (width - 4 * gap) / 3
        var nodes = [area.panel]
        let digitSize = min(25, keyHeight * 0.55)
        for (index, cell) in NumberPadKey.layout(keyboardRequest.keyboardType).enumerated() {
            let row = CGFloat(index / 3), column = CGFloat(index % 3)
            let rect = CGRect(x: left + gap + column * (keyWidth + gap), y: top + gap + row * pitch, width: keyWidth, height: keyHeight)
            let center = CGPoint(x: rect.midX, y: rect.midY)
            switch cell {
            case .blank:
                break
            case .delete:
                nodes.append(fill(deleteGlyph(center: center), colors.caption, evenOdd: true))
            case .symbol(let caption):
                nodes += label(caption, size: digitSize, color: colors.caption, center: center)
            case .digit(let digit, let letters):
                if let shadow = colors.shadow { nodes.append(roundedRect(rect.offsetBy(dx: 0, dy: 1), area.keyRadius, shadow)) }
                nodes.append(roundedRect(rect, area.keyRadius, colors.key))
                // A landscape iPhone's keys are too short for a second line: digits only (a drawing choice).
                if letters.isEmpty || keyHeight < 40 {
                    nodes += label(digit, size: digitSize, color: colors.caption, center: center)
                } else {
                    nodes += label(digit, size: digitSize, color: colors.caption, center: CGPoint(x: center.x, y: center.y - keyHeight * 0.12))
                    nodes += label(letters, size: 10, weight: 600, color: colors.caption,
                                   center: CGPoint(x: center.x, y: center.y + keyHeight * 0.26))
                }
            }
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

    /// The shift key's upward arrow: filled when capitals are on, outlined when off.
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
