import Vellum

/// The seed page's custom `MyShapeStyle`, filling a circle: red lightened in
/// light mode, darkened in dark mode.
struct CustomShapeStyleSample: View {
    var body: some View {
        Circle().fill(MyShapeStyle()).frame(width: 100, height: 100)
    }
}
