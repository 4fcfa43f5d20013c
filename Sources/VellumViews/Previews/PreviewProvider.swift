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
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view each.
    @ViewBuilder static var previews: Previews { get }
}
