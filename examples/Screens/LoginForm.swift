import Vellum

// A login form: an app mark, a greeting, two fields with icons, a prominent
// button, a divider with "or", a sign-in-with button and a footer link.

/// A sign-in screen with email and password.
public struct LoginFormScreen: View {
    @State var email = ""
    @State var password = ""

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Spacer(minLength: 0)
            VStack(spacing: 12) {
                Image(systemName: "swift")
                    .font(.system(size: 36, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: 76, height: 76)
                    .background(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom),
                                in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                Text("Welcome back")
                    .font(.largeTitle)
                    .bold()
                Text("Sign in to continue to Swiftly")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            VStack(spacing: 12) {
                LoginField(systemImage: "envelope") {
                    TextField("Email", text: $email)
                }
                LoginField(systemImage: "lock") {
                    SecureField("Password", text: $password)
                }
                HStack {
                    Spacer()
                    Button("Forgot password?") {}
                        .font(.footnote)
                }
            }
            Button(action: {}) {
                Text("Sign In")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
            }
            .buttonStyle(.borderedProminent)
            HStack(spacing: 12) {
                VStack { Divider() }
                Text("or").font(.footnote).foregroundStyle(.secondary)
                VStack { Divider() }
            }
            Button(action: {}) {
                Label("Continue with Apple", systemImage: "person.crop.circle.fill")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .foregroundStyle(.background)
                    .background(.primary, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
            .buttonStyle(.plain)
            Spacer(minLength: 0)
            HStack(spacing: 4) {
                Text("New here?").foregroundStyle(.secondary)
                Button("Create an account") {}
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 8)
    }
}

/// A text field with a leading symbol on a rounded grey background.
struct LoginField<Field: View>: View {
    let systemImage: String
    @ViewBuilder var field: Field
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .foregroundStyle(.secondary)
                .frame(width: 22)
            field
        }
        .padding(.horizontal, 14)
        .frame(height: 50)
        .background(.quaternary.opacity(0.6), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

#Preview {
    LoginFormScreen()
}
