import Foundation
import VellumCLI
import VellumExamples

/// The `vellum-examples` command line: Vellum's own examples (`examples/`),
/// drawn into the gallery (`scripts/gallery`) or one at a time. It is apart
/// from `vellum`, the tool a package's owner runs, so that `vellum` does not
/// link the example app.
///
/// ```sh
/// swift run vellum-examples gallery --out gallery
/// swift run vellum-examples render settings --dark --chrome
/// ```
package struct ExamplesCommand {
    /// The usage text.
    package static let usage = """
        usage: vellum-examples <command> [options]

        Vellum's own examples; `vellum` has the commands for your package.

        commands:
          gallery [--out DIR] [--chrome] [--variant V]
                                           render every example in its variants to DIR/<name>.<variant>.svg
                                           and DIR/index.html (default: gallery), the variants side by side
          render NAME [options]            render one example or captioned-photo preview to an SVG file
          list                             list the examples

        render options:
          --device NAME                    iPhone15Pro, iPhone16, iPhone16Plus, iPhone16Pro, iPhone16ProMax,
                                           iPhoneSE, iPadPro11, iPadPro13 (default: the example's own)
          --dark | --light                 colour scheme (default light)
          --keyboard | --no-keyboard       show the keyboard (default: the example's own)
          --chrome                         draw status bar, home indicator, keyboard and screen corners
          --out FILE                       where to write (default NAME.svg)
          --variant V                      repeatable: one file per variant, FILE.<variant>.svg; V is light, dark,
                                           xSmall … accessibility5 (AX1 … AX5), rtl, locale:ID or language:ID, ios18
                                           or ios26, joined with +
          --dynamic-type SIZE | --rtl | --locale ID | --look ios26   one variant for the single file
          --accessibility-overlay          draw each accessibility element's frame and label over the picture
          --png [--scale N]                also write each SVG's PNG beside it (FILE.png), drawn by librsvg at
                                           N pixels a point (default 1); needs librsvg2-2 installed
          --tree                           also write the views as text beside it (FILE.tree.txt), one view a
                                           line with its frame (SVGRenderer.viewTree())
          --accessibility                  also write the accessibility hierarchy beside it, as text
                                           (FILE.accessibility.txt) and JSON (FILE.accessibility.json)
          --audit                          also print what the accessibility audits find (contrast, labels,
                                           hit regions, text clipped at AX3/AX5, repeated labels)
          --fit | --canvas                 without --device: the view at its ideal size (the default for a
                                           component), or on the example's canvas (a component's gallery picture)
        """

    /// The names `list` prints, each with its title: every example, then the captioned-photo previews.
    package static var listing: [(name: String, title: String)] {
        ExampleGallery.all.map { ($0.name, $0.title) } + [("captioned-photo-previews", "CaptionedPhoto_Previews (three previews)")]
    }

    /// Creates the command.
    package init() {}

    /// Runs `vellum-examples` with its arguments (without the program name); returns the exit status.
    package func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            Console.error(Self.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "gallery": return GalleryCommand().run(rest)
        case "render": return RenderCommand().run(rest)
        case "list":
            for entry in Self.listing { Console.out("\(entry.name)\t\(entry.title)") }
            return 0
        case "-h", "--help", "help":
            Console.out(Self.usage)
            return 0
        default:
            Console.error("vellum-examples: unknown command '\(command)'\n\n\(Self.usage)")
            return 2
        }
    }
}
