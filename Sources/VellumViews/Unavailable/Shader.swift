import Foundation

/// A Metal shader function, for `colorEffect`, `distortionEffect` and
/// `layerEffect`. Vellum writes SVG and cannot run Metal shaders, so the
/// names are declared only for the compiler to say so.
///
/// ```swift
/// // Instead: draw the effect's resting look with SwiftUI's own modifiers
/// // (colorMultiply, hueRotation, blur, …).
/// ```
@available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without the shader effect on Linux.")
public struct Shader: Sendable {}

/// The Metal shader functions of an app's library; see `Shader`.
@available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without the shader effect on Linux.")
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    /// A shader function of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
}

/// One function of a shader library; see `Shader`.
@available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without the shader effect on Linux.")
@dynamicMemberLookup
public struct ShaderFunction: Sendable {
    /// The function, called with its arguments, as a shader.
    public func callAsFunction(_ arguments: Any...) -> Shader { fatalError() }
    /// A function of the library.
    public subscript(dynamicMember name: String) -> ShaderFunction { fatalError() }
}

nonisolated extension View {
    /// Colours each pixel with a Metal shader: unavailable (see `Shader`).
    @available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without colorEffect on Linux.")
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// Moves each pixel with a Metal shader: unavailable (see `Shader`).
    @available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without distortionEffect on Linux.")
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// Draws the layer through a Metal shader: unavailable (see `Shader`).
    @available(*, unavailable, message: "Vellum writes SVG and cannot run Metal shaders; draw the view without layerEffect on Linux.")
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}
