import Foundation
import VellumCore
import VellumLayout

extension GraphicsContext {
    /// Text with a canvas's environment applied: it can be measured before it
    /// is drawn, and drawn with a shading of its own.
    ///
    /// ```swift
    /// var label = context.resolve(Text("Max").font(.caption))
    /// label.shading = .color(.red)
    /// let width = label.measure(in: size).width
    /// context.draw(label, at: CGPoint(x: size.width - width / 2, y: 8))
    /// ```
    public struct ResolvedText {
        let text: Text
        let lowering: LoweringContext
        let engine: (any TextEngine)?
        private var shadingOverride: Shading?

        init(text: Text, lowering: LoweringContext, engine: (any TextEngine)?) {
            self.text = text; self.lowering = lowering; self.engine = engine
        }

        /// The shading the text is drawn with (the foreground style unless set).
        public var shading: Shading {
            get { shadingOverride ?? .foreground }
            set { shadingOverride = newValue }
        }

        /// The size the text takes when offered `size`: its lines wrapped to
        /// the width offered.
        public func measure(in size: CGSize) -> CGSize { measurement(in: size)?.size ?? .zero }

        /// The distance from the top of the text to its first baseline, offered `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat { measurement(in: size)?.firstBaseline ?? 0 }

        /// The distance from the top of the text to its last baseline, offered `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat { measurement(in: size)?.lastBaseline ?? 0 }

        private func measurement(in size: CGSize) -> TextMeasurement? {
            guard let engine, let node = try? lowering.lowerOne(text), let (styled, options) = Self.text(in: node) else { return nil }
            return engine.measure(styled, options: options, width: size.width.isFinite ? Swift.max(0, size.width) : nil)
        }

        /// The first text leaf of a lowered tree.
        private static func text(in node: LayoutNode) -> (StyledText, TextOptions)? {
            if case .leaf(.text(let styled, let options)) = node.kind { return (styled, options) }
            for child in node.children { if let found = text(in: child) { return found } }
            return nil
        }

        /// The text lowered for drawing in `context`, with its shading.
        func node(in context: GraphicsContext) -> LayoutNode? {
            var result: LayoutNode?
            context.recorder.attempt {
                var lowering = self.lowering
                if let shadingOverride {
                    let style = shadingOverride.style(context.recorder.size)
                    lowering = lowering.with { $0.foregroundStyles = [style] }
                }
                result = try lowering.lowerOne(text)
            }
            return result
        }
    }
}
