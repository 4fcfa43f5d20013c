import Testing
import SwiftUI
import VellumTestSupport

/// Environment values, UIKit names and modifiers a SwiftUI package reaches
/// for: each draws as SwiftUI draws it, so a view using one renders exactly
/// as the plain view it stands for.
@Suite("SwiftUI's environment names")
@MainActor
struct EnvironmentNamesTests {
    /// Writes the size classes it reads.
    struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View { Text(Self.words(horizontal, vertical)) }
        static func words(_ h: UserInterfaceSizeClass?, _ v: UserInterfaceSizeClass?) -> String {
            "\(h.map { "\($0)" } ?? "nil") \(v.map { "\($0)" } ?? "nil")"
        }
    }

    @Test("size classes come from the device and its orientation, as iOS gives them",
          arguments: [
            (Device.iPhone15Pro, "compact regular"),
            (Device.iPhone15Pro.oriented(.landscapeLeft), "compact compact"),
            (Device.iPhone16ProMax.oriented(.landscapeLeft), "regular compact"),
            (Device.iPadPro11, "regular regular"),
          ])
    func sizeClasses(device: Device, expected: String) throws {
        let probe = try SVGRenderer(content: SizeClassProbe(), device: device).svg()
        let plain = try SVGRenderer(content: Text(expected), device: device).svg()
        #expect(probe == plain, "\(device.name) in \(device.orientation)")
    }

    @Test("UIKit's size class converts to SwiftUI's and back")
    func uiKitSizeClass() {
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.regular) == .regular)
        #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.compact) == .compact)
    }

    @Test("sizeCategory is the Dynamic Type size under its older name")
    func sizeCategory() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, size: CGSize(width: 200, height: 80)).svg() }
        let older = try svg(Text("Aa").font(.body).environment(\.sizeCategory, .accessibilityLarge))
        #expect(older == (try svg(Text("Aa").font(.body).dynamicTypeSize(.accessibility2))))
        #expect(older != (try svg(Text("Aa").font(.body))))
        #expect(DynamicTypeSize(ContentSizeCategory.accessibilityMedium) == .accessibility1)
        #expect(ContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        var values = EnvironmentValues()
        values.dynamicTypeSize = .xSmall
        #expect(values.sizeCategory == .extraSmall)
    }

    struct MotionProbe: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.legibilityWeight) private var weight
        var body: some View {
            Text("\(reduceMotion) \(voiceOver) \(contrast == .standard) \(weight == .regular)")
        }
    }

    @Test("the accessibility settings are those of a device out of the box")
    func accessibilitySettings() throws {
        let probe = try SVGRenderer(content: MotionProbe(), size: CGSize(width: 300, height: 40)).svg()
        #expect(probe == (try SVGRenderer(content: Text("false false true true"), size: CGSize(width: 300, height: 40)).svg()))
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }

    struct Greeting: EnvironmentKey { static let defaultValue: String? = "Hello" }

    @Test("an optional key with a default other than nil: its default until set, nil when set to nil")
    func optionalKeyDefault() {
        var values = EnvironmentValues()
        #expect(values[Greeting.self] == "Hello")
        values[Greeting.self] = nil
        #expect(values[Greeting.self] == nil)
        values[Greeting.self] = "Hi"
        #expect(values[Greeting.self] == "Hi")
        #expect(values.legibilityWeight == .regular)
    }

    @Test("an optional gesture attaches or not, and the picture is the view's")
    func optionalGesture() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, size: CGSize(width: 40, height: 40)).svg() }
        let none: DragGesture? = nil
        let plain = try svg(Color.red.frame(width: 20, height: 20))
        #expect(try svg(Color.red.frame(width: 20, height: 20).gesture(none)) == plain)
        #expect(try svg(Color.red.frame(width: 20, height: 20).gesture(Optional(TapGesture()))) == plain)
        #expect(try svg(Color.red.frame(width: 20, height: 20).simultaneousGesture(TapGesture(), isEnabled: false)) == plain)
        #expect(try svg(Color.red.frame(width: 20, height: 20).highPriorityGesture(TapGesture(), isEnabled: true)) == plain)
    }

    @Test("accessibilityLabel takes a key, a string value or a Text, and writes the label")
    func accessibilityLabelForms() throws {
        func svg(_ view: some View) throws -> String { try SVGRenderer(content: view, size: CGSize(width: 40, height: 40)).svg() }
        let name: Substring = "Close now".prefix(5)
        let fromKey = try svg(Color.red.frame(width: 20, height: 20).accessibilityLabel("Close"))
        #expect(fromKey == (try svg(Color.red.frame(width: 20, height: 20).accessibilityLabel(name))))
        #expect(fromKey == (try svg(Color.red.frame(width: 20, height: 20).accessibilityLabel(Text("Close")))))
        #expect(try SVGQuery(fromKey).labels.contains("Close"))
    }

    @MainActor @Test("UIHostingController.sizeThatFits(in:) answers the size the view chooses")
    func sizeThatFits() {
        let fixed = UIHostingController(rootView: Color.red.frame(width: 120, height: 40))
        #expect(fixed.sizeThatFits(in: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)) == CGSize(width: 120, height: 40))
        let flexible = UIHostingController(rootView: Color.red)
        #expect(flexible.sizeThatFits(in: CGSize(width: 300, height: 200)) == CGSize(width: 300, height: 200))
        let text = UIHostingController(rootView: Text("A sentence long enough to wrap onto more than one line"))
        let narrow = text.sizeThatFits(in: CGSize(width: 100, height: CGFloat.infinity))
        let wide = text.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
        #expect(narrow.width <= 100 && narrow.height > wide.height, "narrow \(narrow), wide \(wide)")
    }
}
