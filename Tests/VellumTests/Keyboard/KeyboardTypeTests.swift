import Testing
import Vellum
import VellumTestSupport

/// The drawn keyboard follows the field being edited: `keyboardType`,
/// `submitLabel`, capitalisation and focus pick what the chrome draws, and a
/// number pad is shorter, so the content above it gets more room.
@Suite("Keyboard types")
@MainActor struct KeyboardTypeTests {
    /// The SVG of `view` on an iPhone with the keyboard up and the device chrome drawn.
    private func svg<V: View>(_ view: V, device: Device = .iPhone15Pro) throws -> String {
        var renderer = SVGRenderer(content: view, device: device)
        renderer.keyboardVisible = true
        renderer.showsDeviceChrome = true
        return try renderer.svg()
    }

    /// Whether the SVG has a text labelled exactly `label` (chrome captions carry their string).
    private func has(_ svg: String, _ label: String) throws -> Bool { try SVGQuery(svg).labels.contains(label) }

    @Test("A plain field gets the letters keyboard, capitals on, return")
    func standard() throws {
        let out = try svg(TextField("Name", text: .constant("")))
        #expect(try has(out, "Q") && has(out, "M") && has(out, "space") && has(out, "return") && has(out, "123"))
        #expect(try !has(out, "q"))
    }

    @Test("numberPad: digits with their letters, no letter keys, no QuickType bar")
    func numberPad() throws {
        let out = try svg(TextField("PIN", text: .constant("")).keyboardType(.numberPad))
        for caption in ["1", "2", "9", "0", "ABC", "WXYZ", "PQRS"] { #expect(try has(out, caption), "missing \(caption)") }
        #expect(try !has(out, "Q") && !has(out, "space") && !has(out, "The"))
    }

    @Test("decimalPad has the separator, phonePad has + * #")
    func pads() throws {
        #expect(try has(svg(TextField("Amount", text: .constant("")).keyboardType(.decimalPad)), "."))
        let phone = try svg(TextField("Phone", text: .constant("")).keyboardType(.phonePad))
        #expect(try has(phone, "+ * #") && has(phone, "+"))
    }

    /// The height of a red fill behind `field` on an iPhone SE with the keyboard up: the screen above the keyboard.
    private func heightAbove<V: View>(_ field: V) throws -> Substring? {
        var renderer = SVGRenderer(content: ZStack { Color.red; field }, device: .iPhoneSE)
        renderer.keyboardVisible = true
        let out = try renderer.svg()
        guard let r = out.range(of: "fill=\"#FF3B30\"") else { return nil }
        let head = out[..<r.lowerBound]
        guard let h = head.range(of: "height=\"", options: .backwards) else { return nil }
        return head[h.upperBound...].prefix { $0 != "\"" }
    }

    @Test("A number pad is shorter by the QuickType bar: content ends lower")
    func padHeight() throws {
        // iPhone SE: 667 − 20 status bar − 260 letters keyboard = 387; − 216 number pad = 431.
        #expect(try heightAbove(TextField("x", text: .constant(""))) == "387")
        #expect(try heightAbove(TextField("x", text: .constant("")).keyboardType(.numberPad)) == "431")
    }

    @Test("autocorrectionDisabled: no QuickType bar, and the keyboard is shorter by it")
    func noPredictions() throws {
        let out = try svg(TextField("User", text: .constant("")).autocorrectionDisabled())
        #expect(try has(out, "Q") && !has(out, "The"))
        #expect(try has(svg(TextField("User", text: .constant("")).disableAutocorrection(false)), "The"))
        // 260 − 44 QuickType bar = 216: as high as the number pad.
        #expect(try heightAbove(TextField("x", text: .constant("")).autocorrectionDisabled()) == "431")
    }

    @Test("emailAddress: lower-case letters with @ and . beside the space bar")
    func email() throws {
        let out = try svg(TextField("Email", text: .constant("")).keyboardType(.emailAddress))
        #expect(try has(out, "q") && has(out, "@") && has(out, ".") && has(out, "space"))
        #expect(try !has(out, "Q"))
    }

    @Test("URL: . / .com and no space bar")
    func url() throws {
        let out = try svg(TextField("Website", text: .constant("")).keyboardType(.URL))
        #expect(try has(out, ".com") && has(out, "/") && !has(out, "space"))
    }

    @Test("numbersAndPunctuation: the numbers layer with ABC and #+=")
    func numbersLayer() throws {
        let out = try svg(TextField("Code", text: .constant("")).keyboardType(.numbersAndPunctuation))
        #expect(try has(out, "1") && has(out, "ABC") && has(out, "#+=") && has(out, "space"))
        #expect(try !has(out, "Q") && !has(out, "123"))
    }

    @Test("A number pad on iPad is the numbers layer of the full keyboard")
    func padOnIPad() throws {
        let out = try svg(TextField("PIN", text: .constant("")).keyboardType(.numberPad), device: .iPadPro11)
        #expect(try has(out, "ABC") && has(out, "#+=") && !has(out, "WXYZ"))
    }

    @Test("textInputAutocapitalization(.never) shows lower-case letters")
    func autocapitalization() throws {
        let out = try svg(TextField("User", text: .constant("")).textInputAutocapitalization(.never))
        #expect(try has(out, "q") && !has(out, "Q"))
        let caps = try svg(TextField("User", text: .constant("")).keyboardType(.emailAddress).autocapitalization(.allCharacters))
        #expect(try has(caps, "Q"))
    }

    @Test("submitLabel names the return key; search, done, go are blue")
    func returnKey() throws {
        let done = try svg(TextField("Name", text: .constant("")).submitLabel(.done))
        #expect(try has(done, "done") && !has(done, "return"))
        #expect(try SVGQuery(done).colors.contains("#007AFF"))
        let next = try svg(TextField("Name", text: .constant("")).submitLabel(.next))
        #expect(try has(next, "next") && !next.contains("#007AFF"))
    }

    @Test("The focused field's keyboard wins over the first field's")
    func focus() throws {
        struct Form2: View {
            enum Field: Hashable { case name, pin }
            @FocusState var focus: Field?
            var body: some View {
                VStack {
                    TextField("Name", text: .constant("")).focused($focus, equals: .name)
                    TextField("PIN", text: .constant("")).keyboardType(.numberPad).focused($focus, equals: .pin)
                }
                .defaultFocus($focus, .pin)
            }
        }
        #expect(try has(svg(Form2()), "WXYZ"))
        // Without focus the first field in code order is edited.
        let first = try svg(VStack {
            TextField("Name", text: .constant(""))
            TextField("PIN", text: .constant("")).keyboardType(.numberPad)
        })
        #expect(try has(first, "Q") && !has(first, "WXYZ"))
    }

    @Test("An active search field asks for the search key")
    func search() throws {
        let out = try svg(NavigationStack {
            List { Text("Row") }
                .navigationTitle("Find")
                .searchable(text: .constant(""), isPresented: .constant(true))
        })
        #expect(try has(out, "search"))
    }

    @Test("Without the keyboard shown, keyboardType changes nothing")
    func hidden() throws {
        let plain = try SVGRenderer(content: TextField("PIN", text: .constant("")), device: .iPhone15Pro).svg()
        let typed = try SVGRenderer(content: TextField("PIN", text: .constant("")).keyboardType(.numberPad).submitLabel(.done), device: .iPhone15Pro).svg()
        #expect(plain == typed)
    }
}
