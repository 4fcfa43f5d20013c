/// The current phase of an `AsyncImage`'s load: what its content closure is given.
///
/// ```swift
/// AsyncImage(url: photoURL) { phase in
///     if let image = phase.image {
///         image.resizable().scaledToFill()
///     } else if phase.error != nil {
///         Image(systemName: "photo").foregroundStyle(.secondary)
///     } else {
///         ProgressView()
///     }
/// }
/// ```
///
/// A still picture shows the phase a device would show first: a file URL has
/// been read (`.success`, or `.failure` when the file cannot be decoded), a
/// network URL has not loaded yet (`.empty`), as on a device that is offline.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// An image succesfully loaded.
    case success(Image)
    /// An image failed to load with an error.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error that occurred when attempting to load an image, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
