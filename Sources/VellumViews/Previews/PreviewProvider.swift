/// A type that produces view previews. Vellum renders each preview to SVG
/// (`svgPreviews(device:assets:)`), each in its own `preferredColorScheme`.
///
/// `#Preview` needs a macro plugin that cannot be built here; write previews
/// as a `PreviewProvider`:
///
/// ```swift
/// struct CaptionedPhoto_Previews: PreviewProvider {
///     static var previews: some View {
///         CaptionedPhoto(assetName: "Portrait.jpeg", captionText: "Tall")
///         CaptionedPhoto(assetName: "Landscape.jpeg", captionText: "Wide").preferredColorScheme(.dark)
///     }
/// }
/// ```
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view each.
    @ViewBuilder static var previews: Previews { get }
}

/// Splits a previews view into its individual previews.
package enum PreviewList {
    /// The top-level views of `view`: the elements of a tuple, group or
    /// ForEach, each one preview.
    package static func views(of view: any View) -> [any View] {
        if let list = view as? any PreviewContainer { return list.previewElements.flatMap(views(of:)) }
        return [view]
    }
}

/// A view made of several previews.
package protocol PreviewContainer { var previewElements: [any View] { get } }

extension TupleView: PreviewContainer { package var previewElements: [any View] { elements } }
extension Group: PreviewContainer { package var previewElements: [any View] { [content] } }
extension ForEach: PreviewContainer { package var previewElements: [any View] { data.map { content($0) } } }
