/// One button of an alert or a confirmation dialog: its label and role,
/// read from the `Button`s of the `actions` builder.
package struct DialogAction: @unchecked Sendable {
    // Unchecked: holds the label view, read only while the card is lowered.
    package var label: AnyView
    package var role: ButtonRole?

    package init(label: AnyView, role: ButtonRole?) { self.label = label; self.role = role }

    /// Whether the button has the cancel role.
    package var isCancel: Bool { role == .cancel }
    /// Whether the button has the destructive role.
    package var isDestructive: Bool { role == .destructive }

    /// A text button (the system's `OK` and `Cancel`).
    package static func text(_ title: String, role: ButtonRole?) -> DialogAction {
        DialogAction(label: AnyView(Text(verbatim: title)), role: role)
    }

    /// An alert's buttons in the order it shows them: `OK` when there are none;
    /// the cancel button leading when side by side, last when stacked.
    package static func alertOrder(_ actions: [DialogAction], sideBySide: Bool) -> [DialogAction] {
        let buttons = actions.isEmpty ? [DialogAction.text("OK", role: nil)] : actions
        let cancels = buttons.filter(\.isCancel), others = buttons.filter { !$0.isCancel }
        return sideBySide ? cancels + others : others + cancels
    }

    /// The buttons among the views of `actions`, in order: tuples, groups,
    /// `ForEach`, `if`/`else` and the bodies of custom views are looked
    /// through; other views (a `TextField`) are left out.
    package static func actions(of actions: any View, in environment: EnvironmentValues) -> [DialogAction] {
        var found: [DialogAction] = []
        collect(actions, environment, depth: 0, into: &found)
        return found
    }

    private static func collect(_ view: any View, _ environment: EnvironmentValues, depth: Int, into found: inout [DialogAction]) {
        guard depth < 64 else { return }
        for element in ViewList.views(of: view) {
            if let list = element as? any DialogActionList {
                found += list.dialogActions
            } else if let button = element as? any DialogButtonConvertible {
                found.append(button.dialogAction)
            } else if let container = element as? any DialogActionContainer {
                for child in container.dialogChildren { collect(child, environment, depth: depth + 1, into: &found) }
            } else if !(element is any PrimitiveView) {
                collect(body(of: element, environment), environment, depth: depth + 1, into: &found)
            }
        }
    }

    private static func body<V: View>(of view: V, _ environment: EnvironmentValues) -> any View {
        EnvironmentValues.$current.withValue(environment) { MainActorCode.body(of: view) }
    }
}

/// A view that is one dialog button.
package protocol DialogButtonConvertible { var dialogAction: DialogAction { get } }

/// A view whose content may hold dialog buttons.
package protocol DialogActionContainer { var dialogChildren: [any View] { get } }

extension Button: DialogButtonConvertible {
    package var dialogAction: DialogAction { DialogAction(label: AnyView(label), role: role) }
}

extension _ConditionalContent: DialogActionContainer {
    package var dialogChildren: [any View] {
        switch storage {
        case .trueContent(let v): return [v]
        case .falseContent(let v): return [v]
        }
    }
}

extension Optional: DialogActionContainer where Wrapped: View {
    package var dialogChildren: [any View] { map { [$0] } ?? [] }
}

extension ModifiedContent: DialogActionContainer where Content: View, Modifier: ViewModifier {
    package var dialogChildren: [any View] { [content] }
}

extension TaggedView: DialogActionContainer {
    package var dialogChildren: [any View] { [content] }
}
