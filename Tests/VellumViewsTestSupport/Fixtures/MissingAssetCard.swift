import VellumViews

/// A column that names images, a colour and a symbol no catalog has, between
/// two colour bars (the missing-asset tests).
nonisolated package struct MissingAssetCard: View {
    /// The card.
    package init() {}
    package var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Image("Hero")
            Color("Brand").frame(width: 40, height: 20)
            Image("Banner").resizable().frame(width: 30, height: 30)
            Rectangle().fill(.image(Image("Pattern"))).frame(width: 10, height: 10)
            Image(uiImage: UIImage(named: "Avatar")!)
            Image(systemName: "no.such.symbol.vellum")
            Color.blue.frame(width: 40, height: 20)
        }
    }
}
