import Testing
@testable import VellumMacroSupport

@Suite("Asset symbol names")
struct AssetSymbolNameTests {
    /// Names and the symbols Xcode generated for them, read from public
    /// `GeneratedAssetSymbols.swift` files.
    @Test(arguments: [
        ("AccentColor", "accent"), ("backgroundColor", "background"), ("DSAction", "dsAction"),
        ("DSActionForeground", "dsActionForeground"), ("pastelbabyblue", "pastelbabyblue"),
        ("PrimarySoft", "primarySoft"), ("chip_aqua_pastel", "chipAquaPastel"), ("LaunchBackground", "launchBackground"),
    ])
    func colors(name: String, symbol: String) {
        #expect(AssetSymbolName.member(name, kind: .color) == symbol)
    }

    @Test(arguments: [
        ("Frame 74", "frame74"), ("HomeBackground", "homeBackground"), ("bear_no_background", "bearNoBackground"),
        ("10_back_arm", "_10BackArm"), ("custom.cloud.badge.play", "customCloudBadgePlay"),
        ("adult_products_image", "adultProducts"), ("welcomeVCimage", "welcomeVCimage"), ("Image", "image"),
        ("Coffee-Mocha", "coffeeMocha"), ("Initial-Image", "initial"), ("User1", "user1"),
    ])
    func images(name: String, symbol: String) {
        #expect(AssetSymbolName.member(name, kind: .image) == symbol)
    }

    @Test func suffixesBelongToTheirKind() {
        #expect(AssetSymbolName.member("BlueImage", kind: .color) == "blueImage")
        #expect(AssetSymbolName.member("BlueColor", kind: .image) == "blueColor")
    }

    @Test func keywordsAreQuotedAndNamespacesCapitalised() {
        #expect(AssetSymbolName.member("default", kind: .image) == "`default`")
        #expect(AssetSymbolName.member("--", kind: .image) == "_")
        #expect(AssetSymbolName.namespace("AppIcon") == "AppIcon")
        #expect(AssetSymbolName.namespace("brand colors") == "BrandColors")
        #expect(AssetSymbolName.namespace("2024") == "_2024")
    }
}
