import Vellum

/// Every example, in gallery order.
public enum ExampleGallery {
    public static let all: [Example] = seedPages + screens + charts

    /// The examples in the gallery's sections, titled.
    public static let sections: [(title: String, examples: [Example])] = [
        ("Seed pages", seedPages),
        ("Screens", screens),
        ("Charts", charts),
    ]

    /// The views of the seed pages.
    static let seedPages: [Example] = [
        Example("welcome-card", "Welcome card (walking skeleton)") { WelcomeCard() },
        Example("sign-in-background", "Sign-in: background modifier") { SeedBackgroundModifier.SignInView() },
        Example("sign-in-zstack", "Sign-in: gradient in a ZStack") { SeedZStack.SignInView() },
        Example("sign-in-ignores-safe-area", "Sign-in: ZStack ignores safe area") { SeedIgnoresSafeArea.SignInView() },
        Example("sign-in-ignores-safe-area-keyboard", "Sign-in: ZStack ignores safe area, keyboard up", keyboard: true) { SeedIgnoresSafeArea.SignInView() },
        Example("sign-in-keyboard-aware", "Sign-in: only the gradient ignores safe area") { SeedBackgroundIgnoresSafeArea.SignInView() },
        Example("sign-in-keyboard-aware-keyboard", "Sign-in: content above the keyboard", keyboard: true) { SeedBackgroundIgnoresSafeArea.SignInView() },
        Example("border-inside", "border: inside the bounds", device: nil, canvas: CGSize(width: 340, height: 80)) { SeedBorderInside() },
        Example("border-outside", "border: outside, after padding", device: nil, canvas: CGSize(width: 340, height: 80)) { SeedBorderOutside() },
        Example("foreground-style-teal", "foregroundStyle(.teal)", device: nil, canvas: CGSize(width: 260, height: 80)) { SeedForegroundTeal() },
        Example("gradient-text", "foregroundStyle(.linearGradient)", device: nil, canvas: CGSize(width: 300, height: 100)) { SeedGradientText() },
        Example("hierarchical-labels", "Hierarchical styles, default", device: nil, canvas: CGSize(width: 200, height: 100)) { SeedHierarchical() },
        Example("hierarchical-labels-blue", "Hierarchical styles over blue", device: nil, canvas: CGSize(width: 200, height: 100)) { SeedHierarchicalBlue() },
        Example("background-style", "backgroundStyle(.blue.gradient)", device: nil, canvas: CGSize(width: 120, height: 120)) { SeedBackgroundStyle() },
        Example("custom-shape-style", "A custom ShapeStyle", device: nil, canvas: CGSize(width: 160, height: 160)) { CustomShapeStyleSample() },
        Example("radial-wedge", "Path filled with .radial", device: nil, canvas: CGSize(width: 100, height: 100)) { SeedRadialPath() },
        Example("mint-stroke", "stroke(.mint, lineWidth: 10)", device: nil, canvas: CGSize(width: 240, height: 90)) { SeedMintStroke() },
        Example("primary-secondary-text", "Primary and secondary text", device: nil, canvas: CGSize(width: 200, height: 100)) { SeedPrimarySecondary() },
        Example("captioned-photo-portrait", "Captioned photo, portrait") { CaptionedPhoto(assetName: CaptionedPhoto_Previews.portraitName, captionText: CaptionedPhoto_Previews.portraitCaption) },
        Example("captioned-photo-landscape", "Captioned photo, landscape") { CaptionedPhoto(assetName: CaptionedPhoto_Previews.landscapeName, captionText: CaptionedPhoto_Previews.landscapeCaption) },
    ]

    /// Screens a SwiftUI developer recognises.
    static let screens: [Example] = [
        Example("settings", "Settings list", variants: [.light, .dark, .accessibility3, .rightToLeft]) { SettingsScreen() },
        Example("profile-card", "Profile card across the Dynamic Type range",
                variants: [.light, .dark, .xSmall, .xxxLarge, .accessibility1, .accessibility3, .accessibility5]) { ProfileCardScreen() },
        Example("login-form", "Login form") { LoginFormScreen() },
        Example("activity-charts", "Charts made of shapes") { ChartScreen() },
        Example("tab-bar", "Tab bar") { TabBarScreen() },
        Example("gradient-hero", "Gradient hero") { GradientHeroScreen() },
        Example("inbox", "Inbox with a toolbar") { InboxScreen() },
        Example("notes-ipad", "Notes: a split view on iPad", device: Device.iPadPro11.oriented(.landscapeLeft)) { NotesScreen() },
        Example("notes", "Notes: the split view collapsed on iPhone") { NotesScreen() },
        Example("notes-new-note", "Notes: a sheet at its medium detent") { NotesScreen(presenting: .newNoteSheet) },
        Example("notes-delete", "Notes: an alert") { NotesScreen(presenting: .deleteAlert) },
        Example("trips", "Trips: localized keys, in English", variants: [.light, .dark, .accessibility3, .rightToLeft]) { TripsScreen() },
        Example("trips-fr", "Trips: in French") { InLanguage("fr") { TripsScreen() } },
        Example("trips-ar", "Trips: in Arabic, right to left") { InLanguage("ar", direction: .rightToLeft) { TripsScreen() } },
        Example("transfer", "Send money: the decimal pad for the focused field", keyboard: true) { TransferScreen() },
        Example("depth-and-gradients", "Drawing: perceptual gradients, 3D rotation, visual effects") { DepthAndGradientsScreen() },
        Example("drawing-effects", "Drawing: colour filters, alpha thresholds, erasing blend modes, inner shadows") { DrawingEffectsScreen() },
        Example("glass", "Liquid Glass: glassEffect, glass buttons, a union, backgroundExtensionEffect") { GlassScreen() },
    ]

    /// The example called `name`.
    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }

    /// The captioned-photo previews, each in its own preferred colour scheme.
    public static func captionedPhotoPreviews(device: Device = .iPhone15Pro) throws -> [String] {
        try CaptionedPhoto_Previews.svgPreviews(device: device, assets: try ExampleAssets.catalog())
    }
}
