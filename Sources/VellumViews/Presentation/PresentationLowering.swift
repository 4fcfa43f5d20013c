/// Lowers what a presentation shows, in its presenter's environment: the
/// content of a sheet, cover or popover on its background with its drag
/// indicator; the card of an alert or a confirmation dialog.
enum PresentationLowering {
    /// The context a presentation's content is lowered in: it presents and
    /// sets sheet settings for itself (a sheet's content), or not at all (an
    /// alert's), never for its presenter, and it starts a navigation
    /// hierarchy of its own.
    static func contentContext(_ context: LoweringContext, isSheet: Bool) -> LoweringContext {
        context.attached.with { env in
            env.presentsModally = isSheet
            env.isSheetContent = isSheet
            env.isNavigationContent = false
            env.enterPresentation()
        }
    }

    /// What a sheet reads from its content: what it presents in turn, and its settings.
    static let sheetPreferences = LoweredPreferences([PresentationKey.self, PresentationOptionsKey.self])

    /// A sheet, cover or popover showing `content`.
    static func sheet(_ style: Presentation.Style, _ content: any View, _ context: LoweringContext) throws -> Presentation {
        // Sheets and popovers sit on iOS's elevated level, a full-screen cover on the base one.
        let inner = contentContext(context, isSheet: true).with { $0.isElevated = style != .fullScreenCover }
        var nodes = try inner.lower(content)
        let values = sheetPreferences.take(from: &nodes)
        let options = values[PresentationOptionsKey.self]
        let background = options.background.map { AnyView(LoweredNodes(nodes: $0)) } 
            ?? AnyView(style == .fullScreenCover ? PresentationMetrics.coverBackground : PresentationMetrics.sheetBackground)
        var page = AnyView(LoweredNodes(nodes: nodes)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background { background.ignoresSafeArea() })
        if style != .fullScreenCover, options.showsDragIndicator {
            page = AnyView(page.overlay(alignment: .top) {
                Capsule().fill(PresentationMetrics.dragIndicatorFill)
                    .frame(width: PresentationMetrics.dragIndicatorSize.width, height: PresentationMetrics.dragIndicatorSize.height)
                    .padding(.top, PresentationMetrics.dragIndicatorTop)
                    .ignoresSafeArea()
            })
        }
        let node = try inner.lowerOne(page)
        return Presentation(style: style, content: node, options: options,
                            nested: values[PresentationKey.self].map { [$0] } ?? [], environment: inner.environment)
    }

    /// An alert or a confirmation dialog.
    static func dialog(_ style: Presentation.Style, title: Text?, message: (any View)?, actions: any View,
                       _ context: LoweringContext) throws -> Presentation {
        let inner = contentContext(context, isSheet: false)
        let buttons = DialogAction.actions(of: actions, in: inner.environment)
        let pixel = 1 / Swift.max(1, context.environment.displayScale)
        let shownTitle = title.flatMap { $0.plainText.isEmpty ? nil : AnyView($0) }
        let shownMessage = message.map { AnyView(erasing: $0) }
        let glass = inner.environment.platformLook == .iOS26
        let card = style == .alert
            ? (glass ? AnyView(GlassAlertCard(title: shownTitle, message: shownMessage, actions: buttons))
                     : AnyView(AlertCard(title: shownTitle, message: shownMessage, actions: buttons, pixel: pixel)))
            : glass ? AnyView(GlassDialogCard(title: shownTitle, message: shownMessage, actions: buttons))
            : AnyView(ActionSheetCard(title: shownTitle, message: shownMessage, actions: buttons, pixel: pixel)
                .frame(maxWidth: PresentationMetrics.actionSheetMaxWidth)
                .padding(.horizontal, PresentationMetrics.actionSheetMargin)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom))
        let node = try inner.lowerOne(card)
        return Presentation(style: style, content: node, environment: inner.environment)
    }
}
