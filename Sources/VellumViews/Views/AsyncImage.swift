import Foundation
import VellumAssets
import VellumLayout

/// A view that loads and displays an image from a URL.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/icon.png")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 50, height: 50)
/// ```
///
/// A still picture cannot wait for the network. A `file:` URL is read and
/// decoded (PNG, JPEG or SVG) when the view is lowered; any other URL, or `nil`,
/// stays in the first phase a device shows, `.empty`: the placeholder. Until an
/// image loads, or when it fails, the plain `AsyncImage(url:)` shows SwiftUI's
/// standard placeholder, a grey fill of all the space offered.
public struct AsyncImage<Content: View>: PrimitiveView {
    let url: URL?
    let scale: CGFloat
    /// The view for a phase, or nil for the plain form (the image, else the grey placeholder).
    let content: ((AsyncImagePhase) -> Content)?

    /// Loads and displays an image from `url`, with the standard placeholder until it loads.
    ///
    /// ```swift
    /// AsyncImage(url: URL(string: "https://example.com/icon.png"))
    ///     .frame(width: 200, height: 200)
    /// ```
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url; self.scale = scale; content = nil
    }

    /// Loads and displays a modifiable image from `url`, with a placeholder of your own until it loads.
    ///
    /// ```swift
    /// AsyncImage(url: avatarURL) { $0.resizable() } placeholder: { Color.gray }
    /// ```
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url; self.scale = scale
        self.content = { phase in
            if let image = phase.image { return _ConditionalContent(storage: .trueContent(content(image))) }
            return _ConditionalContent(storage: .falseContent(placeholder()))
        }
    }

    /// Loads and displays a modifiable image from `url` in phases.
    ///
    /// ```swift
    /// AsyncImage(url: photoURL, transaction: Transaction(animation: .easeIn)) { phase in
    ///     phase.image?.resizable() ?? Image(systemName: "photo")
    /// }
    /// ```
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale; self.content = content
    }

    package func lower(_ context: LoweringContext) throws -> [LayoutNode] {
        let phase = Self.phase(url: url, scale: scale)
        if let content { return try context.lower(content(phase)) }
        if let image = phase.image { return try context.lower(image) }
        return try context.lower(Color(uiColor: .secondarySystemFill))
    }

    /// The phase a still picture shows: a file read and decoded, anything else not loaded.
    static func phase(url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        do {
            var decoded = try ImageDecoder.decode(contentsOf: url, name: url.path, scale: scale)
            decoded.name = url.lastPathComponent
            return .success(Image(decoded: decoded))
        } catch {
            return .failure(error)
        }
    }
}
