use dxil_parser::ast::*;
fn main() {
    macro_rules! p { ($($t:ty),*) => { $( println!("{:5} {}", std::mem::size_of::<$t>(), stringify!($t)); )* } }
    p!(
        Stmt<'static>,
        Inst<'static>,
        (Inst<'static>, Vec<TailItem<'static>>),
        TypedValue<'static>,
        Type<'static>,
        Value<'static>,
        FuncDecl<'static>,
        GlobalDecl<'static>,
        Top<'static>,
        Block<'static>,
        CallArg<'static>,
        Param<'static>,
        Item<'static>,
        TailItem<'static>,
        MdRef<'static>,
        MdOp<'static>,
        ConstExpr<'static>,
        Field<'static>,
        FieldValue<'static>,
        dxil_parser::token::Tok<'static>
    );
    p!(
        dxil_ir::InstData,
        dxil_ir::InstKind,
        dxil_ir::Value,
        dxil_ir::attribute::AttrList
    );
}
