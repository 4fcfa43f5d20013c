import VellumXMLDiff
import Vellum
import VellumExamples
/// The `vellum` command line: parses the subcommand and dispatches.
package struct VellumCommand {
    package static let usage = """
        usage: vellum <command> [options]

        commands:
          gallery [--out DIR] [--chrome] [--variant V]
                                           render every example in its variants to DIR/<name>.<variant>.svg
                                           and DIR/index.html (default: gallery), the variants side by side
          render NAME [options]            render one example or preview to an SVG file
          previews [--out DIR] [--device NAME] [--assets PATH] [--package PATH]
                                           in your package (swift run vellum previews): every preview
                                           of its libraries to DIR/<File>/<name>.svg and DIR/index.html
          preview [--port N] [--timeout SECONDS] [--renderers N] [--assets PATH] [--package PATH]
                                           in your package (swift run vellum preview): serve its previews
                                           on 127.0.0.1, redrawn on every save
          diff A.svg B.svg [--tolerance N] compare two SVGs structurally (exit 0 equal, 1 different, 2 error)
          list                             list the examples

        render options:
          --device NAME                    iPhone15Pro, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
                                           iPhoneSE, iPadPro11, iPadPro13 (default: the example's own)
          --dark | --light                 colour scheme (default light)
          --keyboard | --no-keyboard       show the keyboard (default: the example's own)
          --chrome                         draw status bar, home indicator, keyboard and screen corners
          --out FILE                       where to write (default NAME.svg)
          --variant V                      repeatable: one file per variant, FILE.<variant>.svg; V is light, dark,
                                           xSmall … accessibility5 (AX1 … AX5), rtl, locale:ID or language:ID, joined with +
          --dynamic-type SIZE | --rtl | --locale ID   one variant for the single file
          --accessibility-overlay          draw each accessibility element's frame and label over the picture
          --fit | --canvas                 without --device: the view at its ideal size (the default for a
                                           component), or on the example's canvas (a component's gallery picture)
        """

    package init() {}

    /// Runs `vellum` with its arguments (without the program name); returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Console.error(Self.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "gallery": return GalleryCommand().run(rest)
        case "render": return RenderCommand().run(rest)
        case "previews": return PreviewsCommand().run(rest)
        case "preview": return PreviewCommand().run(rest)
        case "diff": return DiffCommand().run(arguments: rest)
        case "list":
            for e in ExampleGallery.all { Console.out("\(e.name)\t\(e.title)") }
            Console.out("captioned-photo-previews\tCaptionedPhoto_Previews (three previews)")
            return 0
        case "-h", "--help", "help":
            Console.out(Self.usage)
            return 0
        default:
            Console.error("vellum: unknown command '\(command)'\n\n\(Self.usage)")
            return 2
        }
    }
}

/// Terminal output.
package enum Console {
    package static func out(_ s: String) { print(s) }
    package static func error(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}
