import Foundation

/// What the views of a navigation stack's root ask of its bars while they
/// are lowered: toolbar items, the title's display mode, bar visibility and
/// backgrounds, a title menu. A reference, so every branch of one lowering
/// reports to the same place; guarded by a lock because lowering may run on
/// any thread. For each setting the first value offered wins, as with
/// `navigationTitle` (`FirstValueSink`); items are kept in the order offered.
package final class NavigationBarReport: @unchecked Sendable {
    /// One lowered toolbar item.
    package struct Entry: Sendable {
        package var placement: ToolbarItemPlacement
        package var nodes: [LayoutNode]
    }

    /// Everything reported, at one moment.
    package struct Snapshot: Sendable {
        package var entries: [Entry] = []
        package var displayMode: NavigationBarItem.TitleDisplayMode?
        package var navigationBarHidden: Bool?
        package var visibility: [ToolbarPlacement.Kind: Visibility] = [:]
        package var backgroundVisibility: [ToolbarPlacement.Kind: Visibility] = [:]
        package var backgrounds: [ToolbarPlacement.Kind: AnyShapeStyle] = [:]
        package var hasTitleMenu = false
        package var backButtonHidden: Bool?
        /// The search field `searchable` asks for, if any.
        package var search: SearchFieldRequest?

        /// Whether `bar` is hidden (`toolbar(.hidden, for:)`, `navigationBarHidden(true)`).
        package func isHidden(_ bar: ToolbarPlacement.Kind) -> Bool {
            if bar == .navigationBar, navigationBarHidden == true { return true }
            return visibility[bar] == .hidden
        }

        /// The style `bar`'s background is drawn with, or nil when it is not
        /// drawn: `toolbarBackground(.visible, for:)` draws the bar's own
        /// fill, a style draws that style, `.hidden` draws none.
        package func background(_ bar: ToolbarPlacement.Kind, default fallback: AnyShapeStyle?) -> AnyShapeStyle? {
            switch backgroundVisibility[bar] {
            case .hidden?: return nil
            case .visible?: return backgrounds[bar] ?? AnyShapeStyle(NavigationBarMetrics.barFill)
            default: return backgrounds[bar] ?? fallback
            }
        }
    }

    private let lock = NSLock()
    private var state = Snapshot()

    package init() {}

    /// Everything reported so far.
    package var snapshot: Snapshot { lock.lock(); defer { lock.unlock() }; return state }

    /// Changes the report under the lock.
    package func update(_ change: (inout Snapshot) -> Void) {
        lock.lock(); change(&state); lock.unlock()
    }
}

extension EnvironmentKeys {
    struct NavigationBarReportKey: EnvironmentKey { static let defaultValue: NavigationBarReport? = nil }
    struct KeyboardShownKey: EnvironmentKey { static let defaultValue = false }
}

extension EnvironmentValues {
    /// Where toolbar and navigation-bar modifiers report to the enclosing navigation stack.
    package var navigationBarReport: NavigationBarReport? {
        get { self[EnvironmentKeys.NavigationBarReportKey.self] }
        set { self[EnvironmentKeys.NavigationBarReportKey.self] = newValue }
    }
    /// Whether the picture shows the software keyboard (set by the renderer):
    /// `.keyboard` toolbar items are drawn only then.
    package var isKeyboardShown: Bool {
        get { self[EnvironmentKeys.KeyboardShownKey.self] }
        set { self[EnvironmentKeys.KeyboardShownKey.self] = newValue }
    }
}

/// Layout nodes lowered before, used as a view.
struct LoweredNodes: PrimitiveView {
    let nodes: [LayoutNode]
    func lower(_ context: LoweringContext) throws -> [LayoutNode] { nodes }
}
