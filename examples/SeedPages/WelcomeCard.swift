import Vellum

/// The walking skeleton's view: a padded stack on red.
public struct WelcomeCard: View {
    public init() {}
    public var body: some View {
        VStack { Text("Welcome").font(.title) }
            .padding()
            .background(Color.red)
    }
}
