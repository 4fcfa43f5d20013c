import VellumRender

/// What makes an exported mockup look like a screenshot: the status bar, the
/// home indicator, an iOS keyboard over the keyboard region and the screen's
/// rounded corners. Drawn over the rendered content, never laid out with it.
struct DeviceChrome {
    let device: Device
    let colorScheme: ColorScheme
    let keyboardVisible: Bool

    private var ink: RGBAColor { colorScheme == .dark ? .white : .black }

    func decorate(_ content: [RenderNode]) -> [RenderNode] {
        var nodes = content
        if keyboardVisible, device.keyboardHeight > 0 { nodes += keyboard() }
        nodes += statusBar()
        if device.safeAreaInsets.bottom > 0 { nodes.append(homeIndicator()) }
        guard device.screenCornerRadius > 0 else { return nodes }
        var screen = RenderGroup(children: nodes)
        screen.clip = RenderClip(path: Path(roundedRect: CGRect(origin: .zero, size: device.size),
                                            cornerRadius: device.screenCornerRadius, style: .continuous), evenOdd: false)
        return [.group(screen)]
    }

    private func fill(_ path: Path, _ color: RGBAColor) -> RenderNode {
        .path(RenderPath(path: path, fill: PaintRef(.color(color))))
    }

    /// Battery, signal bars and a time-like glyph group, in the status bar's height.
    private func statusBar() -> [RenderNode] {
        let top = device.safeAreaInsets.top
        guard top > 0 else { return [] }
        let mid = top >= 44 ? top * 0.5 + 1 : top / 2
        let w = device.size.width
        var nodes: [RenderNode] = []
        // Time: four digit-like blocks, centred in the leading half ("9:41").
        let timeX = top >= 44 ? w * 0.17 : 8
        for (i, dx) in [0.0, 9.0, 17.0, 25.0].enumerated() {
            let h: CGFloat = 12
            let r = CGRect(x: timeX + dx - 16, y: mid - h / 2, width: i == 1 ? 2.5 : 7, height: i == 1 ? 2.5 : h)
            nodes.append(fill(Path(roundedRect: i == 1 ? r.offsetBy(dx: 0, dy: 4.5) : r, cornerRadius: 1.5, style: .circular), ink))
        }
        // Signal bars.
        let barsX = w - (top >= 44 ? 86 : 80)
        for i in 0..<4 {
            let h = 4 + CGFloat(i) * 2.2
            nodes.append(fill(Path(roundedRect: CGRect(x: barsX + CGFloat(i) * 4.5, y: mid + 5.5 - h, width: 3, height: h), cornerRadius: 0.8, style: .circular), ink))
        }
        // Battery.
        let bx = w - (top >= 44 ? 46 : 36)
        var outline = Path(roundedRect: CGRect(x: bx, y: mid - 6, width: 25, height: 12), cornerRadius: 3.5, style: .circular)
        outline.addRoundedRect(in: CGRect(x: bx + 1, y: mid - 5, width: 23, height: 10), cornerSize: CGSize(width: 2.5, height: 2.5), style: .circular)
        nodes.append(.path(RenderPath(path: outline, fill: PaintRef(.color(ink.multiplyingAlpha(0.4))), evenOdd: true)))
        nodes.append(fill(Path(roundedRect: CGRect(x: bx + 2, y: mid - 4, width: 21, height: 8), cornerRadius: 1.5, style: .circular), ink))
        nodes.append(fill(Path(roundedRect: CGRect(x: bx + 26, y: mid - 2, width: 1.5, height: 4), cornerRadius: 0.7, style: .circular), ink.multiplyingAlpha(0.4)))
        return nodes
    }

    private func homeIndicator() -> RenderNode {
        let w: CGFloat = device.size.width > 600 ? 320 : 134
        let r = CGRect(x: (device.size.width - w) / 2, y: device.size.height - 8 - 5, width: w, height: 5)
        return fill(Path(roundedRect: r, cornerRadius: 2.5, style: .circular), ink)
    }

    /// An iOS keyboard: the panel, three rows of letter keys and a bottom row.
    private func keyboard() -> [RenderNode] {
        let dark = colorScheme == .dark
        let panel = dark ? RGBAColor(43, 43, 43) : RGBAColor(209, 212, 217)
        let key = dark ? RGBAColor(107, 107, 107) : .white
        let special = dark ? RGBAColor(70, 70, 70) : RGBAColor(171, 176, 186)
        let top = device.size.height - device.keyboardHeight
        let width = device.size.width
        var nodes = [fill(Path(CGRect(x: 0, y: top, width: width, height: device.keyboardHeight)), panel)]
        let rowHeight: CGFloat = 42, gap: CGFloat = 6, side: CGFloat = 3
        let keysTop = top + 8 + 36   // below the QuickType bar
        let counts = [10, 9, 7]
        let keyWidth = (width - 2 * side - 9 * gap) / 10
        for (row, count) in counts.enumerated() {
            let y = keysTop + CGFloat(row) * (rowHeight + 12)
            let rowWidth = CGFloat(count) * keyWidth + CGFloat(count - 1) * gap
            var x = (width - rowWidth) / 2
            if row == 2 {
                let shiftW = keyWidth * 1.35
                nodes.append(fill(Path(roundedRect: CGRect(x: side, y: y, width: shiftW, height: rowHeight), cornerRadius: 5, style: .circular), special))
                nodes.append(fill(Path(roundedRect: CGRect(x: width - side - shiftW, y: y, width: shiftW, height: rowHeight), cornerRadius: 5, style: .circular), special))
            }
            for _ in 0..<count {
                nodes.append(fill(Path(roundedRect: CGRect(x: x, y: y, width: keyWidth, height: rowHeight), cornerRadius: 5, style: .circular), key))
                x += keyWidth + gap
            }
        }
        let y = keysTop + 3 * (rowHeight + 12)
        let modeW = keyWidth * 2.4
        nodes.append(fill(Path(roundedRect: CGRect(x: side, y: y, width: modeW, height: rowHeight), cornerRadius: 5, style: .circular), special))
        nodes.append(fill(Path(roundedRect: CGRect(x: side + modeW + gap, y: y, width: width - 2 * (side + modeW + gap), height: rowHeight), cornerRadius: 5, style: .circular), key))
        nodes.append(fill(Path(roundedRect: CGRect(x: width - side - modeW, y: y, width: modeW, height: rowHeight), cornerRadius: 5, style: .circular), special))
        return nodes
    }
}
