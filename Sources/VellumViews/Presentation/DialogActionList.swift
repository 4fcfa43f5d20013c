/// A view that lists dialog actions directly.
protocol DialogActionList { var dialogActions: [DialogAction] { get } }
