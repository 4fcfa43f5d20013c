/// A control for presenting a menu of actions: drawn closed, as its label in
/// the tint colour.
///
/// ```swift
/// Menu("Options") { Button("Rename") {}; Button("Delete", role: .destructive) {} }
/// ```
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    /// Creates a menu with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { self.label = label() }
    public var body: some View { label.foregroundStyle(.tint) }
}

extension Menu where Label == Text {
    /// Creates a menu with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { label = Text(titleKey) }
}

/// A control for selecting a date: its label and the date in a grey pill,
/// formatted in English (en_US) in UTC so the picture is the same everywhere.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: Components

    /// The parts of a date shown.
    public typealias Components = DatePickerComponents

    public var body: some View {
        HStack {
            label
            Spacer()
            if components.contains(.date) { pill("MMM d, yyyy") }
            if components.contains(.hourAndMinute) { pill("h:mm a") }
        }
    }

    private func pill(_ format: String) -> some View {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = format
        return Text(verbatim: f.string(from: date))
            .padding(.horizontal, 11).padding(.vertical, 6)
            .background(SystemFillStyle(), in: RoundedRectangle(cornerRadius: 6))
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        label = Text(titleKey); date = selection.wrappedValue; components = displayedComponents
    }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// A view that shows or hides content behind a disclosure control.
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: $open) { Text("More") }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expanded: Bool

    /// Creates a disclosure group with a label view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content(); expanded = isExpanded.wrappedValue
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                label
                Spacer()
                Image(systemName: expanded ? "chevron.down" : "chevron.right")
                    .font(.footnote.weight(.semibold)).foregroundStyle(.tint)
            }
            if expanded { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey); self.content = content(); expanded = false
    }
    /// Creates a disclosure group with a text label.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        label = Text(titleKey); self.content = content(); expanded = isExpanded.wrappedValue
    }
}

/// A group of controls laid out side by side.
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// Creates a control group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 16) { content } }
}

/// An interface for when there is no content: a large symbol, a title and a description, centred.
///
/// ```swift
/// ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?

    public var body: some View {
        VStack(spacing: 8) {
            label
            if let description { description.font(.callout).foregroundStyle(HierarchicalShapeStyle.secondary).multilineTextAlignment(.center) }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == AnyView, Description == Text, Actions == EmptyView {
    /// Creates the view from a title, a symbol and a description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = AnyView(VStack(spacing: 12) {
            Image(systemName: name).font(.system(size: 48)).foregroundStyle(HierarchicalShapeStyle.secondary)
            Text(title).font(.title2.bold())
        })
        self.description = description
    }
}
