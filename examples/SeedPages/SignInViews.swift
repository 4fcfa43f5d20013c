import Vellum

// "Adding a Background to Your View": the four sign-in screens of the seed page.

let backgroundGradient = LinearGradient(
    colors: [Color.red, Color.blue],
    startPoint: .top, endPoint: .bottom)

/// The gradient as a background of the stack only.
public struct SignInBackgroundView: View {
    @State var name: String = ""
    public init() {}
    public var body: some View {
        VStack {
            Text("Welcome")
                .font(.title)
            HStack {
                TextField("Your name?", text: $name)
                    .textFieldStyle(.roundedBorder)
                Button(action: {}, label: {
                    Image(systemName: "arrow.right.square")
                        .font(.title)
                })
            }
            .padding()
        }
        .background(backgroundGradient)
    }
}

/// The gradient in a ZStack: it fills the safe area.
public struct SignInZStackView: View {
    @State var name: String = ""
    public init() {}
    public var body: some View {
        ZStack {
            backgroundGradient
            VStack {
                Text("Welcome")
                    .font(.title)
                HStack {
                    TextField("Your name?", text: $name)
                        .textFieldStyle(.roundedBorder)
                    Button(action: {}, label: {
                        Image(systemName: "arrow.right.square")
                            .font(.title)
                    })
                }
                .padding()
            }
        }
    }
}

/// The whole ZStack ignores the safe areas, the keyboard's too.
public struct SignInIgnoringSafeAreaView: View {
    @State var name: String = ""
    public init() {}
    public var body: some View {
        ZStack {
            backgroundGradient
            VStack {
                Text("Welcome")
                    .font(.title)
                HStack {
                    TextField("Your name?", text: $name)
                        .textFieldStyle(.roundedBorder)
                    Button(action: {}, label: {
                        Image(systemName: "arrow.right.square")
                            .font(.title)
                    })
                }
                .padding()
            }
        }
        .ignoresSafeArea()
    }
}

/// Only the gradient ignores the safe areas: the content moves above the keyboard.
public struct SignInKeyboardAwareView: View {
    @State var name: String = ""
    public init() {}
    public var body: some View {
        ZStack {
            backgroundGradient
                .ignoresSafeArea()
            VStack {
                Text("Welcome")
                    .font(.title)
                HStack {
                    TextField("Your name?", text: $name)
                        .textFieldStyle(.roundedBorder)
                    Button(action: {}, label: {
                        Image(systemName: "arrow.right.square")
                            .font(.title)
                    })
                }
                .padding()
            }
        }
    }
}

/// The walking skeleton's view: a padded stack on red.
public struct WelcomeCard: View {
    public init() {}
    public var body: some View {
        VStack { Text("Welcome").font(.title) }
            .padding()
            .background(Color.red)
    }
}
